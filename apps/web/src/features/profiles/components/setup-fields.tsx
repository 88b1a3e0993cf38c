import { useQuery } from '@tanstack/react-query';
import { Chips, Field, Select, SelectItem, Skeleton, Spinner, toast } from '@urembo/ui';
import { useEffect } from 'react';
import { categoriesQuery, servicesOfQuery } from '../../browse/index.ts';
import { t } from '../../../i18n/index.ts';

export const MAX_SERVICES = 15;

interface CategoryAndServicesProps {
  categoryId: number | null;
  onCategoryChange: (id: number) => void;
  services: string[];
  onServicesChange: (ids: string[]) => void;
  categoryError?: string;
  servicesError?: string;
}

/** Category dropdown from the catalogue, then the chips of that category's services (at most 15). */
export function CategoryAndServices({
  categoryId,
  onCategoryChange,
  services,
  onServicesChange,
  categoryError,
  servicesError,
}: CategoryAndServicesProps) {
  const categories = useQuery(categoriesQuery);
  const serviceList = useQuery(servicesOfQuery(categoryId));
  useEffect(() => {
    if (categories.isError) toast({ title: t('setup.error.generic'), variant: 'error' });
  }, [categories.isError]);
  return (
    <>
      <Field label={t('setup.fields.category')} required error={categoryError}>
        <Select
          value={categoryId === null ? '' : String(categoryId)}
          onValueChange={(value) => onCategoryChange(Number(value))}
          disabled={categories.isPending}
          placeholder={categories.isPending ? t('setup.loading') : t('setup.fields.chooseCategory')}
        >
          {(categories.data ?? []).map((category) => (
            <SelectItem key={category.id} value={String(category.id)}>
              {category.name}
            </SelectItem>
          ))}
        </Select>
      </Field>
      {categories.data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('setup.fields.noCategories')}</p>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">
          {t('setup.fields.services')}
          <span aria-hidden="true" className="ms-0.5 text-destructive">
            *
          </span>
        </legend>
        {categoryId === null ? (
          <p className="text-sm text-muted-foreground">{t('setup.fields.categoryFirst')}</p>
        ) : serviceList.isPending ? (
          <div className="flex flex-wrap gap-2" aria-busy="true">
            <Spinner labels={{ loading: t('setup.loading') }} />
            <Skeleton className="h-10 w-24 rounded-full" />
            <Skeleton className="h-10 w-28 rounded-full" />
          </div>
        ) : serviceList.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('setup.fields.servicesFailed')}
          </p>
        ) : serviceList.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('setup.fields.noServices')}</p>
        ) : (
          <Chips
            aria-label={t('setup.fields.services')}
            max={MAX_SERVICES}
            options={serviceList.data.map((service) => ({ value: String(service.id), label: service.name }))}
            value={services}
            onValueChange={onServicesChange}
          />
        )}
        <p role="alert" className={servicesError ? 'text-sm text-destructive' : 'sr-only'}>
          {servicesError ?? ''}
        </p>
      </fieldset>
    </>
  );
}
