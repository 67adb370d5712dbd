import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '../features/info/contentQueries';
import { AboutContactLinks } from '../features/info/AboutContactLinks';
import { AboutHero } from '../features/info/AboutHero';
import { AboutStats } from '../features/info/AboutStats';
import { AboutStory } from '../features/info/AboutStory';
import { AboutValues } from '../features/info/AboutValues';
import { Testimonials } from '../ui/Testimonials';

export const Route = createFileRoute('/about')({
  // Not awaited: the page shows at once and the optional server text fills in; a failure is silent.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(contentQueries.page('about'));
  },
  component: About,
});

function About() {
  return (
    <>
      <AboutHero />
      <AboutStory />
      <AboutValues />
      <AboutStats />
      <Testimonials />
      <AboutContactLinks />
    </>
  );
}
