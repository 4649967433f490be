import { createContext, useContext } from 'react';
import { BRAND_FIELD_LABELS, type WhiteLabelBrand } from '@northvault/contracts/white-label';
import type { useFormErrors } from '@northvault/ui/form-errors';

/** A configuration field a person edits, and so one the server may refuse. */
export type BrandField = keyof WhiteLabelBrand;

/** The fields in the order the configurator shows them: the order of the error summary's list. */
export const BRAND_FIELDS = Object.keys(BRAND_FIELD_LABELS) as BrandField[];

/** The configurator's sections, each with the fields it holds: a problem's link opens its field's section. */
export const SECTION_FIELDS = {
  branding: ['companyName', 'domain', 'logoUrl', 'faviconUrl', 'fontFamily'],
  colors: ['primaryColor', 'secondaryColor', 'accentColor', 'backgroundGradient'],
  contact: ['emailFromName', 'contactEmail', 'contactPhone'],
} as const satisfies Record<string, readonly BrandField[]>;

export type ConfigureSection = keyof typeof SECTION_FIELDS;

const FIELD_ID_PREFIX = 'white-label-';

/** The id of a field's control, which the error summary's links focus. One configurator per page. */
export function brandFieldId(field: BrandField): string {
  return `${FIELD_ID_PREFIX}${field}`;
}

/** The section that holds the control with `fieldId`, if it is one of the configuration's. */
export function sectionOfFieldId(fieldId: string): ConfigureSection | undefined {
  const field = fieldId.slice(FIELD_ID_PREFIX.length);
  return (Object.keys(SECTION_FIELDS) as ConfigureSection[]).find((section) =>
    (SECTION_FIELDS[section] as readonly string[]).includes(field),
  );
}

/**
 * The errors of the configuration form (docs/product/messages.md#form-errors): the sentence for each field the
 * server refused at the last save, by its key. Each field reads its own, so it is marked where it is; fixing a
 * field removes its mark and its line in the summary.
 */
export type BrandFormErrors = ReturnType<typeof useFormErrors<BrandField>>;

const BrandFormErrorsContext = createContext<BrandFormErrors | null>(null);

export const BrandFormErrorsProvider = BrandFormErrorsContext.Provider;

/** The form's errors, or null outside the configurator (a field on its own, as in its tests). */
export function useBrandFormErrors(): BrandFormErrors | null {
  return useContext(BrandFormErrorsContext);
}
