export const uploadPath = (clinicId: number): string =>
  `/dashboard/manage/patient/upload-patient/${clinicId}`;
