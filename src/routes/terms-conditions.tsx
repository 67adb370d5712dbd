import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '../features/info/contentQueries';
import { TermsGrievanceOfficer } from '../features/info/TermsGrievanceOfficer';
import { DefaultTermsText } from '../features/info/DefaultTermsText';
import { PageLoadError } from '../features/info/PageLoadError';
import { PageLoading } from '../features/info/PageLoading';
import { PolicyPage } from '../features/info/PolicyPage';

const contentOptions = contentQueries.page('terms');

export const Route = createFileRoute('/terms-conditions')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentOptions),
  pendingComponent: PageLoading,
  component: TermsConditions,
  errorComponent: () => <PageLoadError message="Failed to load terms and conditions" />,
});

function TermsConditions() {
  const { data } = useSuspenseQuery(contentOptions);
  return (
    <PolicyPage
      content={data}
      defaultTitle="Terms & Conditions"
      defaultText={<DefaultTermsText />}
      after={<TermsGrievanceOfficer />}
    />
  );
}
