/**
 * Where a remote's prerendered page goes in the shell's prerendered frame
 * (docs/architecture.md#first-paint-from-prerendered-fragments). The shell's build renders its layout once per
 * prerendered route with this slot in place of the remote's page; the site server replaces the slot with the
 * fragment of the visitor's release. In the browser the context is off and the route renders the remote's page.
 */
import { createContext, use } from 'react';

export const FragmentSlotContext = createContext(false);

/** Rendered as `FRAGMENT_SLOT` (@northvault/contracts/page-fragments): an inert, empty `<template>`. */
export function FragmentSlot() {
  return <template data-nv-fragment="" />;
}

/** Whether this render is the shell's prerender, where the slot stands for the route's page. */
export function useInFragmentSlot(): boolean {
  return use(FragmentSlotContext);
}
