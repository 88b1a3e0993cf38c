// The consumer apps' sources (scripts/consumer/index.mjs): what a project following packages/ui/README.md
// writes, using the six marketplace components, a toast and a Kenyan helper.

export const consumerEntry = ({ tailwind }) => `import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { formatKES, normalizeKenyanPhone } from '@urembo/kenya';
import {
  AppointmentCard,
  BusinessCard,
  Button,
  FilterBar,
  LOCATION_FILTER,
  NotificationModal,
  PaymentModal,
  ProfessionalCard,
  ReviewModal,
  Toaster,
  toast,
  type FilterValues,
} from '@urembo/ui';
${tailwind ? "import './app.css';" : "import '@urembo/ui/styles.css';"}

declare global {
  interface Window {
    __consumerReady?: boolean;
  }
}

function App() {
  const [filters, setFilters] = useState<FilterValues>({});
  const [paying, setPaying] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [payPhone, setPayPhone] = useState('');
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState('');
  const phone = normalizeKenyanPhone('0712 345 678');
  useEffect(() => {
    window.__consumerReady = true;
  }, []);
  return (
    <main>
      <h1 id="host-heading">A salon directory built on @urembo/ui</h1>
      <button id="host-button" type="button">The host's own button</button>
      ${tailwind ? '<p id="host-utility" className="bg-emerald-600 p-2 text-white">The host\'s own utility</p>' : ''}
      <p>{phone.ok ? phone.phone : phone.error} · {formatKES(2000)}</p>
      <Button id="consumer-book" onClick={() => toast({ title: 'Booking confirmed', variant: 'success' })}>
        Show a toast
      </Button>
      <FilterBar filters={[LOCATION_FILTER]} value={filters} onChange={setFilters} />
      <ProfessionalCard
        name="Amina Wanjiru"
        rating={4.5}
        reviewCount={12}
        available
        county="Nairobi"
        experienceLevel="Expert"
        services={[{ id: 1, name: 'Box braids' }]}
        priceFrom={1500}
        href="#amina"
      />
      <BusinessCard
        businessName="Pwani Beauty Spa"
        rating={null}
        county="Mombasa"
        services={[{ id: 2, name: 'Manicure' }]}
        href="#pwani"
      />
      <AppointmentCard serviceName="Fade cut" vendorName="Otieno Barbers" date="2026-12-01" time="10:00" status="confirmed" priceKes={500} />
      <Button variant="outline" onClick={() => setPaying(true)}>Subscribe</Button>
      <PaymentModal
        open={paying}
        onOpenChange={setPaying}
        amount={2000}
        status="idle"
        phone={payPhone}
        onPhoneChange={setPayPhone}
        onSubmit={() => {}}
      />
      <Button variant="outline" onClick={() => setReviewing(true)}>Write a review</Button>
      <ReviewModal
        open={reviewing}
        onOpenChange={setReviewing}
        rating={rating}
        onRatingChange={setRating}
        text={review}
        onTextChange={setReview}
        onSubmit={() => setReviewing(false)}
      />
      <NotificationModal notifications={[{ id: 1, title: 'Booking approved', message: 'See you on Monday.', is_read: false }]} />
      <Toaster />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

export const tailwindCss = `@import 'tailwindcss';
@import '@urembo/ui/theme.css';
`;

/** What every React app with the package's two class helpers carries: the baseline of the Button budget. */
export const baselineEntry = `import { createRoot } from 'react-dom/client';
import { clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

createRoot(document.getElementById('root')!).render(<button className={twMerge(clsx('px-2', 'px-4'))}>Book now</button>);
`;

export const buttonEntry = `import { createRoot } from 'react-dom/client';
import { Button } from '@urembo/ui';

createRoot(document.getElementById('root')!).render(<Button>Book now</Button>);
`;
