import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { classSearchQuery } from '../../../shared/api/search-classes';
import { importOrderRows } from '../api/import-order-rows';
import type { ClassMatch } from '../utils/class-match';
import { toImportRow, type OrderCsvRow } from '../utils/parse-order-csv';
import {
  IMPORT_BATCH_SIZE,
  IMPORT_CONCURRENCY,
  runImport,
  type ClassChoice,
  type RowOutcome,
  type RowState,
} from '../utils/run-import';

export type { ClassChoice, RowState } from '../utils/run-import';

/** The import waits on this while the chooser is open; `resolve(null)` skips the row. */
export type ClassChoiceRequest = { row: OrderCsvRow; matches: ClassMatch[]; resolve: (choice: ClassChoice) => void };

export type ImportPhase = 'ready' | 'running' | 'done';

export type ImportSummary = {
  created: number;
  exists: number;
  skipped: Array<{ row: OrderCsvRow; reason: string }>;
  failed: Array<{ row: OrderCsvRow; reason: string }>;
};

/**
 * How often the rows' states reach React while an import runs. Rows change several times each, a few at once: drawing
 * the dialog on every change would cost more than the import itself on a large file.
 */
export const PUBLISH_INTERVAL_MS = 200;

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

/**
 * Runs the import (spec §4 CSV import; `runImport` says how): the class of each row found by name, or chosen in the
 * chooser, and the rows POSTed with the file's fingerprint in small batches, a couple at a time. A row's failure is
 * recorded and the others go on.
 */
export function useOrderImport(
  rows: readonly OrderCsvRow[],
  fileHash: string | null,
  onFinished?: (summary: ImportSummary) => void,
  { batchSize = IMPORT_BATCH_SIZE, concurrency = IMPORT_CONCURRENCY }: { batchSize?: number; concurrency?: number } = {},
) {
  const queryClient = useQueryClient();
  const [states, setStates] = useState<ReadonlyMap<number, RowState>>(new Map());
  const [phase, setPhase] = useState<ImportPhase>('ready');
  const [choice, setChoice] = useState<ClassChoiceRequest | null>(null);
  const stopRequested = useRef(false);
  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;

  // Leaving (the dialog closes, the page changes) stops after the rows in flight and answers a waiting chooser.
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
    let timer: ReturnType<typeof setTimeout> | null = null;
    const publish = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      setStates(new Map(local));
    };
    publish();
    const ask = (row: OrderCsvRow, matches: ClassMatch[]) =>
      new Promise<ClassChoice>((resolve) => {
        // The row shows 'Choose the class' when its chooser opens.
        publish();
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

    await runImport({
      rows,
      batchSize,
      concurrency,
      search: async (name) => (await queryClient.fetchQuery(classSearchQuery(name))).data,
      ask,
      send: async (batch) => {
        const { data } = await importOrderRows({ file: fileHash, rows: batch.map(({ row, klass }) => toImportRow(row, klass._id)) });
        return batch.map((_, index): RowOutcome => {
          const result = data[index];
          if (!result) return { status: 'failed', reason: 'The server gave no answer for this row' };
          if (result.status === 'failed') return { status: 'failed', reason: result.message.map((entry) => entry.message).join('; ') };
          return { status: result.status };
        });
      },
      update: (row, state) => {
        local.set(row.rowNumber, state);
        timer ??= setTimeout(publish, PUBLISH_INTERVAL_MS);
      },
      stopped: () => stopRequested.current,
    });
    publish();
    setPhase('done');
    onFinishedRef.current?.(summarise(rows, local));
  }, [batchSize, concurrency, fileHash, phase, queryClient, rows]);

  const stop = useCallback(() => {
    stopRequested.current = true;
    pendingChoice.current?.resolve(null);
  }, []);

  const finished = rows.filter((row) => isFinished(states.get(row.rowNumber))).length;
  return { states, phase, choice, start, stop, finished, summary: phase === 'done' ? summarise(rows, states) : null };
}
