import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type Autosave, type AutosaveState, createAutosave } from '../lib/autosave.ts';
import { errorMessage, SAVE_CONTENT_FAILED } from '../lib/errors.ts';

export interface UseAutosaveOptions<T> {
  /** The value the server has when the editor opens. */
  initial: T;
  save: (value: T) => Promise<void>;
  delayMs?: number;
  isEqual?: (a: T, b: T) => boolean;
  validate?: (value: T) => string | undefined;
  describeError?: (error: unknown) => string;
}

/**
 * React side of `createAutosave` (lib/autosave.ts): the field's save state, `change` for every
 * edit, `flush` to send at once. Leaving the editor sends a pending change; closing the page while a
 * change is unsaved asks the browser to confirm.
 */
export function useAutosave<T>(options: UseAutosaveOptions<T>) {
  const [state, setState] = useState<AutosaveState>({ status: 'idle' });
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  const savedRef = useRef(options.initial);
  const controllerRef = useRef<Autosave<T> | null>(null);

  useEffect(() => {
    const controller = createAutosave<T>({
      initial: savedRef.current,
      delayMs: optionsRef.current.delayMs,
      save: async (value) => {
        await optionsRef.current.save(value);
        savedRef.current = value;
      },
      isEqual: (a, b) => (optionsRef.current.isEqual ?? Object.is)(a, b),
      validate: (value) => optionsRef.current.validate?.(value),
      describeError: (error) => optionsRef.current.describeError?.(error) ?? errorMessage(error, SAVE_CONTENT_FAILED),
      onState: setState,
    });
    controllerRef.current = controller;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (controller.busy()) event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      controller.dispose();
      if (controllerRef.current === controller) controllerRef.current = null;
    };
  }, []);

  const change = useCallback((value: T) => controllerRef.current?.change(value), []);
  const flush = useCallback(() => controllerRef.current?.flush() ?? Promise.resolve(), []);
  const retry = useCallback(() => controllerRef.current?.retry() ?? Promise.resolve(), []);
  return { state, change, flush, retry };
}
