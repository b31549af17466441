import { useState } from 'react';

/**
 * True from the first render at which `value` was true, whatever it is later. For a part of a
 * page shown once its data has first settled: a failed query is asked again (on focus, or when a
 * component that reads it mounts) and is then loading once more, which must not hide the part
 * again.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
