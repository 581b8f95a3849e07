/** A place id from the address: the one rule of record ids (src/lib/ids.ts). */
export { parseId as parsePlaceId } from '@/lib/ids';
