import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '../features/info/contentQueries';
import { TermsGrievanceOfficer } from '../features/info/TermsGrievanceOfficer';
import { DefaultTermsText } from '../features/info/DefaultTermsText';
import { PageLoadError } from '../features/info/PageLoadError';
import { PageLoading } from '../features/info/PageLoading';
import { PolicyPage } from '../features/info/PolicyPage';
import { useT } from '../i18n/language';

const contentOptions = contentQueries.page('terms');

export const Route = createFileRoute('/terms-conditions')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentOptions),
  pendingComponent: PageLoading,
  component: TermsConditions,
  errorComponent: TermsLoadError,
});

function TermsConditions() {
  const t = useT();
  const { data } = useSuspenseQuery(contentOptions);
  return (
    <PolicyPage
      content={data}
      defaultTitle={t('Terms & Conditions')}
      defaultText={<DefaultTermsText />}
      after={<TermsGrievanceOfficer />}
    />
  );
}

function TermsLoadError() {
  const t = useT();
  return <PageLoadError message={t('Failed to load terms and conditions')} />;
}
