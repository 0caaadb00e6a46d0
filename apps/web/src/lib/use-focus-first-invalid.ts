import { useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, puts the cursor in the form's first field marked aria-invalid, once its message is on
 * screen: a keyboard or screen-reader user lands where the fix is, with the message read as the field's description.
 * Give `ref` to the form and call `refused()` when the submit's check fails.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);
  return { ref, refused: () => setAttempts((n) => n + 1) };
}
