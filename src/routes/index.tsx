import { createFileRoute } from '@tanstack/react-router';
import { categoryQueries } from '../api/categories';
import { productQueries } from '../api/products';
import { FeaturedProducts } from '../components/home/FeaturedProducts';
import { Benefits, Hero } from '../components/home/Hero';
import { CallUsBanner } from '../components/home/CallUsBanner';
import { ShopByCategory } from '../components/home/ShopByCategory';
import { Testimonials } from '../components/ui/Testimonials';

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
      <CallUsBanner />
      <Testimonials />
    </>
  );
}
