import { useQueryClient } from '@tanstack/react-query';
import { isApiError, toFormData, type Me } from '@urembo/api-client';
import { Button, Card, CountySubCountySelect, Field, Textarea, toast } from '@urembo/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { fieldErrorsFrom } from '../../lib/form-errors.ts';
import { ME_KEY } from '../../lib/session.tsx';
import { RequireSession } from './require-session.tsx';
import { CategoryAndServices } from './setup-fields.tsx';

const BIO_MAX = 500;

type SetupField = 'bio' | 'county' | 'subCounty' | 'category' | 'services';

function firstProblem(form: {
  bio: string;
  county: string;
  subCounty: string;
  categoryId: number | null;
  services: string[];
}): [SetupField, string] | null {
  if (!form.bio.trim()) return ['bio', 'Please enter your bio data to proceed'];
  if (!form.county) return ['county', 'Please select your county to proceed'];
  if (!form.subCounty) return ['subCounty', 'Please select your sub-county to proceed'];
  if (form.categoryId === null) return ['category', 'Please select a category to proceed'];
  if (form.services.length === 0) return ['services', 'Please select at least one service to proceed'];
  return null;
}

function ProfessionalSetupForm({ me, userId }: { me: Me; userId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [bio, setBio] = useState('');
  const [county, setCounty] = useState('');
  const [subCounty, setSubCounty] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [services, setServices] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<SetupField, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem({ bio, county, subCounty, categoryId, services });
    if (problem) {
      setErrors({ [problem[0]]: problem[1] });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api.PUT('/api/beauty-professionals/{id}/', {
        params: { path: { id: userId } },
        body: {
          name: me.name,
          email: me.email,
          phone_number: me.phone_number ?? '',
          user_type: 'Beauty Professional',
          'more.bio': bio.trim(),
          'more.county': county,
          'more.sub_county': subCounty,
          service_category: categoryId!,
          services: services.map(Number),
        },
        bodySerializer: toFormData,
      });
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
      toast({ title: 'Professional setup successful', variant: 'success' });
      navigate('/sign-in');
    } catch (error) {
      console.error(error);
      setErrors(
        fieldErrorsFrom(error, {
          'more.bio': 'bio',
          'more.county': 'county',
          'more.sub_county': 'subCounty',
          service_category: 'category',
        }),
      );
      toast({
        title: isApiError(error)
          ? 'Professional setup failed'
          : 'Professional setup failed. Please try again later.',
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <Field label="Bio" required error={errors.bio}>
        <Textarea
          maxLength={BIO_MAX}
          placeholder="Your skills, experience and the services you are best at."
          value={bio}
          onChange={(e) => setBio(e.target.value)}
        />
      </Field>
      <CountySubCountySelect
        required
        county={county}
        onCountyChange={setCounty}
        subCounty={subCounty}
        onSubCountyChange={setSubCounty}
        countyError={errors.county}
        subCountyError={errors.subCounty}
      />
      <CategoryAndServices
        categoryId={categoryId}
        onCategoryChange={(id) => {
          setCategoryId(id);
          setServices([]);
        }}
        services={services}
        onServicesChange={(ids) => {
          setServices(ids);
          setErrors({});
        }}
        categoryError={errors.category}
        servicesError={errors.services}
      />
      <Button type="submit" loading={busy} loadingText="Saving your profile...">
        That&apos;s It
      </Button>
    </form>
  );
}

export function FinishSetupProfessionalPage() {
  const { userID } = useParams();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <Card className="gap-6 p-6">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">Finish setting up your professional profile</h1>
          <p className="text-muted-foreground">Businesses and clients find you by these details.</p>
        </div>
        <RequireSession>{(me) => <ProfessionalSetupForm me={me} userId={Number(userID)} />}</RequireSession>
      </Card>
    </div>
  );
}
