// The first page most people see, on entry-level phones: import only small things here (no forms,
// no dialogs), so the page stays light and can be prerendered.
import { useQuery } from '@tanstack/react-query';
import { BROWSE_LOCATIONS } from '@urembo/kenya';
import { Button, Input, Label, StatsCounter, TestimonialCard } from '@urembo/ui';
import { Link } from 'react-router-dom';
import { currentTag, t, type MessageId } from '../../../i18n/index.ts';
import { statsQuery } from '../api/stats.ts';

/** The counters the spec shows; the real counts replace them once they are higher. */
const FLOOR = { businesses: 65, professionals: 650, clients: 900 };

/** The three audiences; texts are ids, read in the current language where drawn. */
const WHY = [
  {
    key: 'businesses',
    audience: 'public.landing.why.businesses.audience',
    title: 'public.landing.why.businesses.title',
    text: 'public.landing.why.businesses.text',
  },
  {
    key: 'professionals',
    audience: 'public.landing.why.professionals.audience',
    title: 'public.landing.why.professionals.title',
    text: 'public.landing.why.professionals.text',
  },
  {
    key: 'clients',
    audience: 'public.landing.why.clients.audience',
    title: 'public.landing.why.clients.title',
    text: 'public.landing.why.clients.text',
  },
] as const satisfies readonly { key: string; audience: MessageId; title: MessageId; text: MessageId }[];

const TESTIMONIALS = [
  {
    quote: 'public.landing.testimonials.achieng.quote',
    name: 'public.landing.testimonials.achieng.name',
    role: 'public.landing.testimonials.achieng.role',
  },
  {
    quote: 'public.landing.testimonials.amina.quote',
    name: 'public.landing.testimonials.amina.name',
    role: 'public.landing.testimonials.amina.role',
  },
  {
    quote: 'public.landing.testimonials.brian.quote',
    name: 'public.landing.testimonials.brian.name',
    role: 'public.landing.testimonials.brian.role',
  },
] as const satisfies readonly { quote: MessageId; name: MessageId; role: MessageId }[];

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
            {t('public.landing.title')}
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">{t('public.landing.intro')}</p>
          {/* A plain GET form: it works before (and without) any script, on the slowest line. */}
          <form
            role="search"
            aria-label={t('public.landing.search.label')}
            action="/search"
            method="get"
            className="flex w-full max-w-2xl flex-col gap-3 rounded-lg border bg-background p-4 sm:flex-row sm:items-end"
          >
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor="landing-what">{t('public.landing.search.what')}</Label>
              <Input
                id="landing-what"
                name="search"
                type="search"
                placeholder={t('public.landing.search.placeholder')}
              />
            </div>
            <div className="flex flex-col gap-1.5 sm:w-48">
              <Label htmlFor="landing-county">{t('public.landing.search.county')}</Label>
              <select
                id="landing-county"
                name="county"
                defaultValue=""
                className="h-10 rounded-md border border-input bg-background px-3 text-base"
              >
                <option value="">{t('public.landing.search.allCounties')}</option>
                {BROWSE_LOCATIONS.map((county) => (
                  <option key={county} value={county}>
                    {county}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" size="lg">
              {t('public.landing.search.submit')}
            </Button>
          </form>
          <Button asChild size="lg" variant="outline">
            <Link to="/contact-form">{t('public.landing.contact')}</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="who-title" className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-14">
        <h2 id="who-title" className="text-3xl font-bold">
          {t('public.landing.who.title')}
        </h2>
        <p className="max-w-3xl text-lg text-muted-foreground">{t('public.landing.who.text')}</p>
        <Button asChild variant="outline" className="self-start">
          <Link to="/sign-up">{t('public.landing.who.signUp')}</Link>
        </Button>
      </section>

      {/* data-locale: the landing page's own script (src/landing) formats the counts in the page's language. */}
      <section
        aria-label={t('public.landing.stats.label')}
        data-locale={currentTag()}
        className="border-y bg-card"
      >
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-12 sm:grid-cols-3">
          <StatsCounter value={stats.businesses} label={t('public.landing.stats.businesses')} delay={0} />
          <StatsCounter
            value={stats.professionals}
            label={t('public.landing.stats.professionals')}
            delay={500}
          />
          <StatsCounter value={stats.clients} label={t('public.landing.stats.clients')} delay={1000} />
        </div>
      </section>

      {WHY.map((why, index) => (
        <section
          key={why.key}
          aria-labelledby={`why-${index}`}
          className={index % 2 === 1 ? 'bg-muted' : undefined}
        >
          <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-12">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              {t('public.landing.why.kicker', { audience: t(why.audience) })}
            </p>
            <h2 id={`why-${index}`} className="text-2xl font-bold sm:text-3xl">
              {t(why.title)}
            </h2>
            <p className="max-w-3xl text-lg text-muted-foreground">{t(why.text)}</p>
          </div>
        </section>
      ))}

      <section
        aria-labelledby="testimonials-title"
        className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-14"
      >
        <h2 id="testimonials-title" className="text-3xl font-bold">
          {t('public.landing.testimonials.title')}
        </h2>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard
                quote={t(testimonial.quote)}
                name={t(testimonial.name)}
                role={t(testimonial.role)}
                rating={5}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
