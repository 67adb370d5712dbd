import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isHTTPError } from 'ky';
import { useEffect, useState } from 'react';
import { TRACKING_MISS, type TrackLookup } from '../../../api-schema/orderTracking';
import { serverMessage } from '../../api/http';
import { Spinner } from '../../ui/Spinner';
import { tKnown, useT } from '../../i18n/language';
import { OrderTracking } from './OrderTracking';
import { orderQueries } from './orderQueries';
import * as styles from './TrackOrder.css';
import { TrackLookupForm } from './TrackLookupForm';
import { forgetTrackingContact, recallTrackingContact, rememberTrackingContact } from './trackingContact';

/** A failed lookup's message: the same calm sentence for any wrong number/contact combination. */
function lookupProblem(error: unknown) {
  if (isHTTPError(error) && error.response.status === 404) return tKnown(TRACKING_MISS);
  return tKnown(serverMessage(error) ?? 'We could not look up the order just now. Please try again.');
}

/** /track-order: the lookup form, then the order's status, timeline and actions. */
export function TrackOrderPage({ orderNumber = '' }: { orderNumber?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [lookup, setLookup] = useState<TrackLookup | null>(() => {
    const contact = recallTrackingContact(orderNumber);
    return orderNumber && contact ? { orderNumber, contact } : null;
  });
  const query = useQuery({
    ...orderQueries.track(lookup?.orderNumber ?? '', lookup?.contact ?? ''),
    enabled: lookup !== null,
  });

  useEffect(() => {
    if (!lookup) return;
    if (query.isSuccess) rememberTrackingContact(lookup.orderNumber, lookup.contact);
    if (query.isError) forgetTrackingContact(lookup.orderNumber);
  }, [lookup, query.isSuccess, query.isError]);

  const onLookup = (next: TrackLookup) => {
    if (lookup?.orderNumber === next.orderNumber && lookup.contact === next.contact) void query.refetch();
    setLookup(next);
    // The order number may sit in the URL (shareable, survives reload); the phone or email never does.
    void navigate({ to: '/track-order', search: { order: next.orderNumber }, replace: true });
  };

  const trackAnother = () => {
    if (lookup) forgetTrackingContact(lookup.orderNumber);
    setLookup(null);
    void navigate({ to: '/track-order', search: {}, replace: true });
  };

  if (lookup && query.data)
    return <OrderTracking tracked={query.data} contact={lookup.contact} onTrackAnother={trackAnother} />;
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('Track Your Order')}</h1>
        <p>{t('Enter your order number and the phone number or email used for the order to see where it is.')}</p>
      </header>
      {lookup && query.isFetching ? (
        <Spinner label={t('Looking up your order')} />
      ) : (
        <TrackLookupForm
          key={lookup ? `${lookup.orderNumber}|${lookup.contact}` : orderNumber}
          initial={lookup ?? { orderNumber, contact: '' }}
          onLookup={onLookup}
          searching={query.isFetching}
          problem={query.isError ? lookupProblem(query.error) : undefined}
        />
      )}
    </div>
  );
}
