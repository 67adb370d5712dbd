import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '../api/content';
import { AboutContactLinks } from '../components/info/AboutContactLinks';
import { AboutHero } from '../components/info/AboutHero';
import { AboutStats } from '../components/info/AboutStats';
import { AboutStory } from '../components/info/AboutStory';
import { AboutValues } from '../components/info/AboutValues';
import { Testimonials } from '../components/ui/Testimonials';

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
