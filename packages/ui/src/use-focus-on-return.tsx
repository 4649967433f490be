import { useEffect, useRef } from 'react';

/**
 * For a form that gives way to a confirmation: once the visitor asks for the form again,
 * keyboard and screen-reader users continue at its first field. Put `field` on that field,
 * call `returning()` as the form is asked for again, and pass whether it is showing.
 */
export function useFocusOnReturn<Field extends HTMLElement>(formShowing: boolean) {
  const field = useRef<Field>(null);
  const returned = useRef(false);
  useEffect(() => {
    if (formShowing && returned.current) {
      returned.current = false;
      field.current?.focus();
    }
  }, [formShowing]);
  return {
    field,
    returning: () => {
      returned.current = true;
    },
  };
}
