import { useParams } from 'wouter';

import { CreateScreen } from '@/components/resource/create-screen';
import { EditScreen } from '@/components/resource/edit-screen';
import { useRecordRoute } from '@/components/resource/record-route';
import { RecordScreen } from '@/components/resource/record-screen';
import { parseId } from '@/lib/ids';

import { customerRecord } from './customer-record';

const CUSTOMER_ROUTE = { singular: 'Customer', param: 'id' } as const;

/** Create Customer (`manage/customer/create`): Save goes to the new customer's page, with their temporary password once. */
export const CreateCustomerScreen = () => <CreateScreen definition={customerRecord} />;

/** Customer Details (`manage/customer/customerDetails/{id}`): profile, counts, Edit, Disable/Enable. */
export const CustomerDetailsScreen = () => {
  const raw = useParams<{ id?: string }>().id;
  return <RecordScreen definition={customerRecord} id={parseId(raw)} raw={raw} />;
};

/** Edit Customer (`manage/customer/customerDetails/{id}/edit`), on its own route. */
export const EditCustomerScreen = () => (
  <EditScreen definition={customerRecord} route={useRecordRoute(CUSTOMER_ROUTE)} title="Edit Customer" />
);
