import { useQueryClient } from '@tanstack/react-query';
import { toFormData, type Me } from '@urembo/api-client';
import { Button, Card, CountySubCountySelect, Field, Input, Textarea, toast } from '@urembo/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { fieldErrorsFrom } from '../../lib/form-errors.ts';
import { ME_KEY } from '../../lib/session.tsx';
import { RequireSession } from './require-session.tsx';
import { CategoryAndServices } from './setup-fields.tsx';

type SetupField = 'businessName' | 'county' | 'subCounty' | 'description' | 'category' | 'services';

/** The spec's checks, in its order; only the first failure is shown. */
function firstProblem(form: {
  businessName: string;
  county: string;
  subCounty: string;
  description: string;
  categoryId: number | null;
  services: string[];
}): [SetupField, string] | null {
  if (!form.businessName.trim()) return ['businessName', 'Please enter your business name'];
  if (!form.county) return ['county', 'Please select your county'];
  if (!form.subCounty) return ['subCounty', 'Please select your sub-county'];
  if (!form.description.trim()) return ['description', 'Please enter your business description'];
  if (form.categoryId === null) return ['category', 'Please select a category'];
  if (form.services.length === 0) return ['services', 'Please select at least one service'];
  return null;
}

function BusinessSetupForm({ me, userId }: { me: Me; userId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [businessName, setBusinessName] = useState('');
  const [county, setCounty] = useState('');
  const [subCounty, setSubCounty] = useState('');
  const [description, setDescription] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [services, setServices] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<SetupField, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem({ businessName, county, subCounty, description, categoryId, services });
    if (problem) {
      setErrors({ [problem[0]]: problem[1] });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api.PUT('/api/business-owners/{id}/', {
        params: { path: { id: userId } },
        body: {
          email: me.email,
          phone_number: me.phone_number ?? '',
          name: me.name,
          user_type: 'Business Owner',
          'more.business_name': businessName.trim(),
          'more.business_location': '',
          'more.county': county,
          'more.sub_county': subCounty,
          'more.business_bio': description.trim(),
          service_category_set: categoryId!,
          services_business: services.map(Number),
        },
        bodySerializer: toFormData,
      });
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
      toast({ title: 'Business setup success', variant: 'success' });
      navigate('/sign-in');
    } catch (error) {
      console.error(error);
      setErrors(
        fieldErrorsFrom(error, {
          'more.business_name': 'businessName',
          'more.county': 'county',
          'more.sub_county': 'subCounty',
          'more.business_bio': 'description',
          service_category_set: 'category',
          services_business: 'services',
        }),
      );
      toast({ title: 'Business setup failed', variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <Field label="Business name" required error={errors.businessName}>
        <Input
          autoComplete="organization"
          maxLength={100}
          value={businessName}
          onChange={(e) => setBusinessName(e.target.value)}
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
      <Field label="Description" required error={errors.description}>
        <Textarea
          maxLength={500}
          placeholder="What your business offers, and where."
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
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
      <Button type="submit" loading={busy} loadingText="Saving your business...">
        That&apos;s It
      </Button>
    </form>
  );
}

export function FinishSetupBusinessPage() {
  const { userID } = useParams();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <Card className="gap-6 p-6">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">Finish setting up your business</h1>
          <p className="text-muted-foreground">Tell clients and professionals about your business.</p>
        </div>
        <RequireSession>{(me) => <BusinessSetupForm me={me} userId={Number(userID)} />}</RequireSession>
      </Card>
    </div>
  );
}
