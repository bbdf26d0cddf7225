import { useState, type ChangeEvent, type DragEvent } from 'react';
import styled from 'styled-components';

/** Where a file may be dropped as well as chosen; it shows when one is dragged over it. */
const DropZone = styled.div<{ $over: boolean }>`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $over }) => ($over ? theme.colors.primarySubtle : theme.colors.surface)};
`;

/**
 * The real file input, kept for the keyboard (Tab reaches it, Enter or Space opens the file picker) and for assistive
 * technology, but not drawn: the browser's own control says 'No file chosen' once the file was read (its value is
 * cleared so the same file can be chosen again) or when the file was dropped, so the label beside it shows the file.
 */
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

/** The input's label, drawn as a button: clicking it opens the file picker, the input's focus ring shows on it. */
const ChooseButton = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input:disabled + & {
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
`;

const FileName = styled.span<{ $chosen: boolean }>`
  overflow-wrap: anywhere;
  font-weight: ${({ theme, $chosen }) => ($chosen ? theme.fontWeights.medium : theme.fontWeights.regular)};
  color: ${({ theme, $chosen }) => ($chosen ? theme.colors.text : theme.colors.muted)};
`;

export type CsvFileDropProps = {
  /** The file input's id; the step titles are named after it. */
  inputId: string;
  /** The hint under the zone, part of the input's description. */
  hintId: string;
  /** What the zone says: the file and its rows, 'Reading the file…' or 'No file chosen yet'. */
  status: string;
  chosen: boolean;
  /** No choosing nor dropping (while the file is read or the import runs). */
  disabled: boolean;
  onFile: (file: File | undefined) => void;
};

/** 'Choose CSV file', or drop one here: the file input drawn as a button, and what was chosen. */
export function CsvFileDrop({ inputId, hintId, status, chosen, disabled, onFile }: CsvFileDropProps) {
  const [dragging, setDragging] = useState(false);
  const fileNameId = `${inputId}-file`;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Browsers fire no change for the same file chosen again, which is what fixing a file and choosing it again is.
    event.target.value = '';
    onFile(file);
  };
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    // Without this the browser opens the dropped file in place of the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    setDragging(false);
    if (disabled) return;
    event.preventDefault();
    onFile(event.dataTransfer.files[0]);
  };

  return (
    <DropZone $over={dragging} onDragOver={onDragOver} onDragLeave={() => setDragging(false)} onDrop={onDrop}>
      <FileInput
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={`${fileNameId} ${hintId}`}
        disabled={disabled}
        onChange={onChange}
      />
      <ChooseButton htmlFor={inputId}>Choose CSV file</ChooseButton>
      <FileName id={fileNameId} $chosen={chosen} aria-live="polite">
        {status}
      </FileName>
    </DropZone>
  );
}
