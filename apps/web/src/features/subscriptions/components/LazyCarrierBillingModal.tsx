import { lazy, Suspense, useState } from 'react';
import type { CarrierBillingModalProps } from './CarrierBillingModal';

// The phone-bill steps and their form library are fetched when a viewer first chooses to pay by phone bill, not with
// every page that shows a plan (about 15 kB gzipped off the home and channel pages' first paint).
const CarrierBillingModal = lazy(() => import('./CarrierBillingModal').then((module) => ({ default: module.CarrierBillingModal })));

/** The carrier-bill modal, fetched the first time it opens and kept mounted after so it closes with its transition. */
export function LazyCarrierBillingModal(props: CarrierBillingModalProps) {
  const [wanted, setWanted] = useState(false);
  // Adjusting state while rendering, as React documents for a value derived from a prop's change.
  if (props.plan !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CarrierBillingModal {...props} />
    </Suspense>
  );
}
