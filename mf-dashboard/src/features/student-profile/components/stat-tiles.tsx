import styled from 'styled-components';
import type { Band } from '@backoffice/domain/dashboard';
import type { ScoreFigure, ShareFigure, StudentClassProgress } from '@backoffice/domain/student-progress';

/** The band in words: the colour only repeats it. */
export const BAND_WORDS: Record<Band, string> = { red: 'Low', amber: 'Fair', green: 'Good' };

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li<{ $band: Band | null }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme, $band }) => ($band ? theme.colors[$band] : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Figure = styled.span<{ $band: Band | null }>`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme, $band }) => ($band ? theme.colors[$band] : theme.colors.muted)};
`;

const BandWord = styled.span`
  margin-left: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

type TileFigure = { name: string; percent: number | null; band: Band | null; detail: string };

const lessons = (n: number) => `${n} lesson${n === 1 ? '' : 's'}`;

function shareTile(name: string, figure: ShareFigure, counted: string): TileFigure {
  return {
    name,
    percent: figure.percent,
    band: figure.band,
    detail: figure.reported === 0 ? 'No reports yet' : `${figure.on_time} of ${lessons(figure.reported)} ${counted}`,
  };
}

function scoreTile(name: string, figure: ScoreFigure): TileFigure {
  return {
    name,
    percent: figure.percent,
    band: figure.band,
    detail: figure.average === null ? 'No reports yet' : `${figure.average} of 6 over ${lessons(figure.lessons)}`,
  };
}

/** The five tiles of a class (back-office §9): three shares with percentage bands, two scores with score bands. */
export function tilesOf(progress: StudentClassProgress): TileFigure[] {
  return [
    shareTile('Punctuality', progress.punctuality, 'on time'),
    shareTile('Homework', progress.homework, 'on time'),
    shareTile('Revision notes', progress.revision_notes, 'on time'),
    scoreTile('Engagement', progress.engagement),
    scoreTile('Skill mastery', progress.skill_mastery),
  ];
}

/** A tile reads as one line to a screen reader: 'Punctuality 86%, Good, 12 of 14 lessons on time'. */
export function StatTiles({ progress }: { progress: StudentClassProgress }) {
  return (
    <Tiles aria-label="Figures of the class">
      {tilesOf(progress).map((tile) => (
        <Tile key={tile.name} $band={tile.band}>
          <Name>{tile.name}</Name>
          <Figure $band={tile.band}>
            {tile.percent === null ? '—' : `${tile.percent}%`}
            {tile.band ? <BandWord>{BAND_WORDS[tile.band]}</BandWord> : null}
          </Figure>
          <Detail>{tile.detail}</Detail>
        </Tile>
      ))}
    </Tiles>
  );
}
