// The booking form loads the slot picker once a service is chosen, in parallel with the days it shows:
// with its roving focus (Radix) it would add ~11 KB gzip to the first load of /professional-booking/:id,
// whose budget is 150 KB (apps/web/test/weight.test.ts).
export { SlotPicker as default } from '@urembo/ui';
