import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { repeatOrder } from '../api/payments';

/**
 * Buys a bundle again with a stored method, then shows the payment's outcome on the pay route; the
 * `repeat` parameter remembers the stored method, so a failure can offer to try it again (spec 4).
 */
export function useRepeatOrder() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ bundleId, mandateId }: { bundleId: number; mandateId: string; method: string }) =>
      repeatOrder({ bundle_id: bundleId, mandate_id: mandateId }),
    onSuccess: (order, { bundleId, mandateId, method }) =>
      navigate(`/credits/${bundleId}/${method}?payment_id=${order.payment_id}&repeat=${encodeURIComponent(mandateId)}`),
  });
}
