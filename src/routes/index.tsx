import { createFileRoute } from '@tanstack/react-router';
import { categoryQueries } from '../features/catalogue/categoryQueries';
import { productQueries } from '../features/catalogue/productQueries';
import { FeaturedProducts } from '../features/home/FeaturedProducts';
import { Benefits, Hero } from '../features/home/Hero';
import { CallUsBanner } from '../features/home/CallUsBanner';
import { ShopByCategory } from '../features/home/ShopByCategory';
import { Testimonials } from '../ui/Testimonials';
import { RecentlyViewedOnHome } from '../features/home/RecentlyViewedOnHome';

export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(productQueries.featured());
    void context.queryClient.prefetchQuery(categoryQueries.active());
  },
  component: Home,
});

function Home() {
  return (
    <>
      <Hero />
      <Benefits />
      <ShopByCategory />
      <FeaturedProducts />
      <RecentlyViewedOnHome />
      <CallUsBanner />
      <Testimonials />
    </>
  );
}
