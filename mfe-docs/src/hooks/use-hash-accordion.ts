import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '@northvault/ui/use-hydrated';

interface Options {
  /** Section ids in page order; the first is open when no anchor targets a section. */
  sectionIds: readonly string[];
  /** Anchors inside a section (`white-label` inside `installation`): anchor → its section. */
  nestedAnchors?: Readonly<Record<string, string>>;
}

function anchorOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * The open sections of a docs accordion, driven by the URL as well as by clicks: arriving at or
 * navigating to `#security` opens that section and scrolls to it once it is open. Several
 * sections may be open at once.
 */
export function useHashAccordion({ sectionIds, nestedAnchors = {} }: Options) {
  const location = useLocation();
  // A prerendered page was rendered without the hash: it hydrates as rendered, then opens what the address names.
  const hydrated = useHydrated();
  const hash = hydrated ? location.hash : '';
  const { key } = location;
  const anchor = anchorOf(hash);
  const targetSection = sectionIds.includes(anchor) ? anchor : (nestedAnchors[anchor] ?? null);
  const arrivalSections = () => new Set([targetSection ?? sectionIds[0]!]);

  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(arrivalSections);

  // A navigation is told by its key, so following the same #link again reopens a section the reader closed, and by
  // its hash: an entry the browser made itself (a hash typed into the address bar, Back or Forward to one) has no
  // state, and the router gives every such entry the same key, `default`.
  const navigation = `${key}${hash}`;
  const [seenNavigation, setSeenNavigation] = useState(navigation);
  const [seenHydrated, setSeenHydrated] = useState(hydrated);
  if (hydrated !== seenHydrated) {
    // The render right after hydration: the sections open as on arriving at this address in the browser.
    setSeenHydrated(hydrated);
    setSeenNavigation(navigation);
    setOpenIds(arrivalSections());
  } else if (navigation !== seenNavigation) {
    setSeenNavigation(navigation);
    if (targetSection && !openIds.has(targetSection)) setOpenIds(new Set(openIds).add(targetSection));
  }

  // The section is open by the time this runs: the state above changed during the same render.
  useEffect(() => {
    if (targetSection) document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
  }, [navigation, anchor, targetSection]);

  const toggle = useCallback(
    (id: string) =>
      setOpenIds((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const isOpen = useCallback((id: string) => openIds.has(id), [openIds]);

  return { isOpen, toggle };
}
