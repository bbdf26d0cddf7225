import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { classSearchQuery } from '../api/search-classes';
import { useImportOrderRow } from '../api/import-order-row';
import { exactClassMatches, type ClassMatch } from '../utils/class-match';
import { toImportRow, type OrderCsvRow } from '../utils/parse-order-csv';

export type RowState =
  | { status: 'waiting' }
  | { status: 'finding-class' }
  | { status: 'choosing-class' }
  | { status: 'importing'; className: string }
  | { status: 'created'; className: string }
  | { status: 'exists'; className: string }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; reason: string };

export type ClassChoice = { chosen: ClassMatch; rememberForName: boolean } | null;

/** The import waits on this while the chooser is open; `resolve(null)` skips the row. */
export type ClassChoiceRequest = { row: OrderCsvRow; matches: ClassMatch[]; resolve: (choice: ClassChoice) => void };

export type ImportPhase = 'ready' | 'running' | 'done';

export type ImportSummary = {
  created: number;
  exists: number;
  skipped: Array<{ row: OrderCsvRow; reason: string }>;
  failed: Array<{ row: OrderCsvRow; reason: string }>;
};

const DONE = new Set<RowState['status']>(['created', 'exists', 'skipped', 'failed']);

export function isFinished(state: RowState | undefined): boolean {
  return state !== undefined && DONE.has(state.status);
}

export function summarise(rows: readonly OrderCsvRow[], states: ReadonlyMap<number, RowState>): ImportSummary {
  const summary: ImportSummary = { created: 0, exists: 0, skipped: [], failed: [] };
  for (const row of rows) {
    const state = states.get(row.rowNumber);
    if (state?.status === 'created') summary.created++;
    else if (state?.status === 'exists') summary.exists++;
    else if (state?.status === 'skipped') summary.skipped.push({ row, reason: state.reason });
    else if (state?.status === 'failed') summary.failed.push({ row, reason: state.reason });
  }
  return summary;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs the import one row after another (spec §4 CSV import): find the class by name (one exact match is taken, any
 * other answer asks the user), then POST the row with the file's fingerprint. A row's failure is recorded and the
 * next row goes on.
 */
export function useOrderImport(rows: readonly OrderCsvRow[], fileHash: string | null, onFinished?: (summary: ImportSummary) => void) {
  const queryClient = useQueryClient();
  const importRow = useImportOrderRow();
  const [states, setStates] = useState<ReadonlyMap<number, RowState>>(new Map());
  const [phase, setPhase] = useState<ImportPhase>('ready');
  const [choice, setChoice] = useState<ClassChoiceRequest | null>(null);
  const stopRequested = useRef(false);
  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;

  // Leaving (the dialog closes, the page changes) stops after the current row and answers a waiting chooser.
  const pendingChoice = useRef<ClassChoiceRequest | null>(null);
  useEffect(
    () => () => {
      stopRequested.current = true;
      pendingChoice.current?.resolve(null);
    },
    [],
  );

  // A new file starts from the beginning.
  useEffect(() => {
    setStates(new Map());
    setPhase('ready');
    stopRequested.current = false;
  }, [rows, fileHash]);

  const start = useCallback(async () => {
    if (!fileHash || phase !== 'ready') return;
    stopRequested.current = false;
    setPhase('running');
    const local = new Map<number, RowState>(rows.map((row) => [row.rowNumber, { status: 'waiting' }]));
    const set = (row: OrderCsvRow, state: RowState) => {
      local.set(row.rowNumber, state);
      setStates(new Map(local));
    };
    setStates(new Map(local));
    const remembered = new Map<string, ClassMatch>();
    const ask = (row: OrderCsvRow, matches: ClassMatch[]) =>
      new Promise<ClassChoice>((resolve) => {
        const request: ClassChoiceRequest = {
          row,
          matches,
          resolve: (answer) => {
            pendingChoice.current = null;
            setChoice(null);
            resolve(answer);
          },
        };
        pendingChoice.current = request;
        setChoice(request);
      });

    for (const row of rows) {
      if (stopRequested.current) {
        set(row, { status: 'skipped', reason: 'The import was stopped before this row' });
        continue;
      }
      const name = row.values.class_name;
      const key = name.trim().toLowerCase();
      let chosen = remembered.get(key);
      if (!chosen) {
        set(row, { status: 'finding-class' });
        let found: ClassMatch[];
        try {
          found = (await queryClient.fetchQuery(classSearchQuery(name))).data;
        } catch (error) {
          set(row, { status: 'failed', reason: `The class search failed: ${messageOf(error)}` });
          continue;
        }
        const exact = exactClassMatches(found, name);
        if (exact.length === 1) {
          chosen = exact[0];
        } else {
          set(row, { status: 'choosing-class' });
          const answer = await ask(row, found);
          if (!answer) {
            set(row, { status: 'skipped', reason: 'No class was chosen' });
            continue;
          }
          chosen = answer.chosen;
          if (answer.rememberForName) remembered.set(key, chosen);
        }
      }
      if (!chosen) continue;
      set(row, { status: 'importing', className: chosen.name });
      try {
        const result = await importRow.mutateAsync({ row: toImportRow(row, chosen._id), file: fileHash });
        set(row, { status: result.status === 'exists' ? 'exists' : 'created', className: chosen.name });
      } catch (error) {
        set(row, { status: 'failed', reason: messageOf(error) });
      }
    }
    setPhase('done');
    onFinishedRef.current?.(summarise(rows, local));
  }, [fileHash, phase, queryClient, importRow, rows]);

  const stop = useCallback(() => {
    stopRequested.current = true;
    pendingChoice.current?.resolve(null);
  }, []);

  const finished = rows.filter((row) => isFinished(states.get(row.rowNumber))).length;
  return { states, phase, choice, start, stop, finished, summary: phase === 'done' ? summarise(rows, states) : null };
}
