import { createContext, useContext } from 'react';
import type { WhiteLabelConfig } from '@northvault/contracts/white-label';

/**
 * The sentence for each configuration field the server refused at the last save, by its key
 * (docs/product/messages.md#form-errors). Each field reads its own, so it is marked where it is; an
 * edit starts a new save status and the marks go.
 */
export type RefusedFields = Partial<Record<keyof WhiteLabelConfig, string>>;

const RefusedFieldsContext = createContext<RefusedFields>({});

export const RefusedFieldsProvider = RefusedFieldsContext.Provider;

/** The server's sentence for `field`, if it refused it. */
export function useRefusedField(field: keyof WhiteLabelConfig | undefined): string | undefined {
  const refused = useContext(RefusedFieldsContext);
  return field === undefined ? undefined : refused[field];
}
