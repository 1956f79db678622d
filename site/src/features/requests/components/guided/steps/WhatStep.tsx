import { CategoryIcon, ORDERED_CATEGORIES } from '../categories';
import { ChoiceChips } from '../ChoiceChips';
import { categoryOf } from '../rules';
import { fieldId, type StepProps } from '../stepProps';

/** Step 1: the category (cards, the common ones first) and, optionally, some of its services. */
export function WhatStep({ draft, update, errors }: StepProps) {
  const category = categoryOf(draft.category);
  return (
    <>
      <ChoiceChips
        id={fieldId('category')}
        name="category"
        legend="Elige una categoría"
        required
        cards
        error={errors.category}
        options={ORDERED_CATEGORIES.map((c) => ({ value: c.slug, label: c.name, icon: <CategoryIcon slug={c.slug} /> }))}
        value={draft.category}
        onChange={(slug) =>
          // Another category asks other questions: its services and details start empty.
          update((d) => (d.category === slug ? {} : { category: slug, services: [], details: {} }))
        }
      />
      {category ? (
        <ChoiceChips
          id={fieldId('services')}
          name="services"
          multiple
          legend={`¿Algo en concreto de ${category.name}?`}
          hint="Opcional: marca uno o varios servicios para llegar a las empresas que los ofrecen."
          options={category.services.map((s) => ({ value: s, label: s }))}
          value={draft.services}
          onChange={(services) => update({ services })}
        />
      ) : null}
    </>
  );
}
