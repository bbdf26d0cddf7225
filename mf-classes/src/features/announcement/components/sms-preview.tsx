import styled from 'styled-components';

const Phone = styled.figure`
  width: min(100%, 320px);
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  border: 10px solid #1c2430;
  border-radius: 36px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  min-height: 420px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Sender = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bubble = styled.p<{ $empty: boolean }>`
  align-self: flex-start;
  max-width: 88%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: 18px 18px 18px 4px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme, $empty }) => ($empty ? theme.colors.muted : theme.colors.text)};
  font-style: ${({ $empty }) => ($empty ? 'italic' : 'normal')};
`;

/** The SMS as a phone shows it: the centre as the sender, the text in a bubble with its line breaks. */
export function SmsPreview({ text, sender }: { text: string; sender: string }) {
  const body = text.trim();
  return (
    <Phone aria-label="SMS preview">
      <Sender>{sender}</Sender>
      <Bubble $empty={!body}>{body || 'The SMS appears here as you type.'}</Bubble>
    </Phone>
  );
}
