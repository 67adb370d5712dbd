import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '../features/info/contentQueries';
import { DefaultPrivacyText } from '../features/info/DefaultPrivacyText';
import { PageLoadError } from '../features/info/PageLoadError';
import { PageLoading } from '../features/info/PageLoading';
import { PolicyPage } from '../features/info/PolicyPage';
import { useT } from '../i18n/language';

const contentOptions = contentQueries.page('privacy');

export const Route = createFileRoute('/privacy-policy')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentOptions),
  pendingComponent: PageLoading,
  component: PrivacyPolicy,
  errorComponent: PrivacyLoadError,
});

function PrivacyPolicy() {
  const t = useT();
  const { data } = useSuspenseQuery(contentOptions);
  return <PolicyPage content={data} defaultTitle={t('Privacy Policy')} defaultText={<DefaultPrivacyText />} />;
}

function PrivacyLoadError() {
  const t = useT();
  return <PageLoadError message={t('Failed to load privacy policy')} />;
}
