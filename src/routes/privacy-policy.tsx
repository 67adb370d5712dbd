import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '../features/info/contentQueries';
import { DefaultPrivacyText } from '../features/info/DefaultPrivacyText';
import { PageLoadError } from '../features/info/PageLoadError';
import { PageLoading } from '../features/info/PageLoading';
import { PolicyPage } from '../features/info/PolicyPage';

const contentOptions = contentQueries.page('privacy');

export const Route = createFileRoute('/privacy-policy')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentOptions),
  pendingComponent: PageLoading,
  component: PrivacyPolicy,
  errorComponent: () => <PageLoadError message="Failed to load privacy policy" />,
});

function PrivacyPolicy() {
  const { data } = useSuspenseQuery(contentOptions);
  return <PolicyPage content={data} defaultTitle="Privacy Policy" defaultText={<DefaultPrivacyText />} />;
}
