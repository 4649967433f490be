import { QueryProvider } from '@northvault/ui/query-client';
import { useSearchParams } from 'react-router-dom';
import { SuccessView } from '../features/success/components/success-view';
import { readSuccessParams } from '../features/success/utils/read-success-params';

/** `/success?plan=&email=&name=&transactionId=`: the page a payment lands on. */
export default function SuccessPage() {
  const [searchParams] = useSearchParams();
  return (
    <QueryProvider>
      <SuccessView {...readSuccessParams(searchParams)} />
    </QueryProvider>
  );
}
