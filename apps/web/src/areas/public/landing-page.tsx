// The first page most people see, on entry-level phones: import only small things here (no forms,
// no dialogs), so the page stays light and can be prerendered.
import { useQuery } from '@tanstack/react-query';
import { BROWSE_LOCATIONS } from '@urembo/kenya';
import { Button, Input, Label, StatsCounter, TestimonialCard } from '@urembo/ui';
import { Link } from 'react-router-dom';
import { statsQuery } from '../../queries/stats.ts';

/** The counters the spec shows; the real counts replace them once they are higher. */
const FLOOR = { businesses: 65, professionals: 650, clients: 900 };

const WHY = [
  {
    audience: 'For businesses',
    title: 'Reliable professionals, ready to hire',
    text: 'Browse vetted barbers, salonists and beauty therapists near you, see their ratings and reviews, and add the right people to your team.',
  },
  {
    audience: 'For beauty professionals',
    title: 'Show your work, find jobs, grow your name',
    text: 'A profile that showcases your services, employment requests from salons and spas, and ratings and reviews that bring you more clients.',
  },
  {
    audience: 'For clients',
    title: 'Book beauty services with confidence',
    text: 'Browse services across all 47 counties, read honest reviews and book appointments at home, at the office or in the salon.',
  },
];

const TESTIMONIALS = [
  {
    quote: 'I found two reliable braiders for my salon in a week. Our bookings have doubled since.',
    name: 'Achieng Otieno',
    role: 'Salon owner, Kisumu',
  },
  {
    quote: 'My profile shows my nail art and reviews. Clients find me now, I no longer chase them.',
    name: 'Amina Wanjiru',
    role: 'Nail technician, Nairobi',
  },
  {
    quote: 'I booked a barber to come to my office at lunch time. Easy, on time and well done.',
    name: 'Brian Mwangi',
    role: 'Client, Mombasa',
  },
];

function useStats() {
  const { data } = useQuery(statsQuery);
  return {
    businesses: Math.max(FLOOR.businesses, data?.businesses ?? 0),
    professionals: Math.max(FLOOR.professionals, data?.professionals ?? 0),
    clients: Math.max(FLOOR.clients, data?.clients ?? 0),
  };
}

export function LandingPage() {
  const stats = useStats();
  return (
    <>
      <section aria-labelledby="hero-title" className="bg-secondary">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-5 px-4 py-16 sm:py-24">
          <h1 id="hero-title" className="max-w-2xl text-4xl leading-tight font-bold sm:text-5xl">
            Connecting talent to opportunity
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            Urembo brings together beauty and wellness professionals, the businesses that hire them and the
            clients who book them, across Kenya.
          </p>
          {/* A plain GET form: it works before (and without) any script, on the slowest line. */}
          <form
            role="search"
            aria-label="Find beauty services"
            action="/search"
            method="get"
            className="flex w-full max-w-2xl flex-col gap-3 rounded-lg border bg-background p-4 sm:flex-row sm:items-end"
          >
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor="landing-what">What are you looking for?</Label>
              <Input id="landing-what" name="search" type="search" placeholder="Braids, barber, massage..." />
            </div>
            <div className="flex flex-col gap-1.5 sm:w-48">
              <Label htmlFor="landing-county">County</Label>
              <select
                id="landing-county"
                name="county"
                defaultValue=""
                className="h-10 rounded-md border border-input bg-background px-3 text-base"
              >
                <option value="">All of Kenya</option>
                {BROWSE_LOCATIONS.map((county) => (
                  <option key={county} value={county}>
                    {county}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" size="lg">
              Search
            </Button>
          </form>
          <Button asChild size="lg" variant="outline">
            <Link to="/contact-form">Contact Us</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="who-title" className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-14">
        <h2 id="who-title" className="text-3xl font-bold">
          Who We Are
        </h2>
        <p className="max-w-3xl text-lg text-muted-foreground">
          We are a Kenyan marketplace for beauty and wellness services. Barbers, salonists and beauty
          therapists showcase their skills; salons and spas find reliable staff; clients discover, review and
          book services at home, at the office or in the salon.
        </p>
        <Button asChild variant="outline" className="self-start">
          <Link to="/sign-up">Sign up</Link>
        </Button>
      </section>

      <section aria-label="Urembo in numbers" className="border-y bg-card">
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-12 sm:grid-cols-3">
          <StatsCounter value={stats.businesses} label="onboarded businesses" delay={0} />
          <StatsCounter value={stats.professionals} label="earning professionals" delay={500} />
          <StatsCounter value={stats.clients} label="happy clients" delay={1000} />
        </div>
      </section>

      {WHY.map((why, index) => (
        <section
          key={why.audience}
          aria-labelledby={`why-${index}`}
          className={index % 2 === 1 ? 'bg-muted' : undefined}
        >
          <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-12">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              Why choose us · {why.audience}
            </p>
            <h2 id={`why-${index}`} className="text-2xl font-bold sm:text-3xl">
              {why.title}
            </h2>
            <p className="max-w-3xl text-lg text-muted-foreground">{why.text}</p>
          </div>
        </section>
      ))}

      <section
        aria-labelledby="testimonials-title"
        className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-14"
      >
        <h2 id="testimonials-title" className="text-3xl font-bold">
          What our users say
        </h2>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard {...testimonial} rating={5} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
