import { useSearchParams } from 'react-router-dom';
import { SiteFooter } from '@northvault/ui/site-footer';
import { SuccessView } from '../features/success/components/success-view';
import { readSuccessParams } from '../features/success/utils/read-success-params';

/** `/success?plan=&email=&name=&transactionId=`: the page a payment lands on. */
export default function SuccessPage() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <SuccessView {...readSuccessParams(searchParams)} />
      <SiteFooter />
    </>
  );
}
