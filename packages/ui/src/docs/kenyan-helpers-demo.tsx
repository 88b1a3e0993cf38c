import { findCounty, formatKenyanPhone, normalizeKenyanPhone } from '@urembo/kenya';
import { useState } from 'react';

import { Field, Input } from '../primitives/index.ts';

/** The Kenyan helpers page's live examples: what a designer types, what the product would store. */
export function KenyanHelpersDemo() {
  const [county, setCounty] = useState('Muranga');
  const [phone, setPhone] = useState('+254 (0) 712 345 678');
  const found = findCounty(county);
  const normalised = normalizeKenyanPhone(phone);
  return (
    <div className="grid max-w-md gap-4">
      <Field label="A county, as someone might type it">
        <Input value={county} onChange={(event) => setCounty(event.target.value)} />
      </Field>
      <p aria-live="polite">{found ? `${found.name} (county ${found.code})` : 'Not a Kenyan county'}</p>
      <Field label="A phone number, as someone might type it">
        <Input value={phone} onChange={(event) => setPhone(event.target.value)} />
      </Field>
      <p aria-live="polite">
        {normalised.ok
          ? `${normalised.phone} (shown as ${formatKenyanPhone(normalised.phone)})`
          : normalised.error}
      </p>
    </div>
  );
}
