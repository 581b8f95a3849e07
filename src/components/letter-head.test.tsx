import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LetterHead } from './letter-head';

const doctor = {
  first_name: 'Vikram',
  last_name: 'Shah',
  qualification: 'MBBS, MD',
  specialisation: 'General Medicine',
  registration_number: 'MMC-2009-04417',
  signature: 'data:image/png;base64,iVBORw0KGgo=',
};

describe('LetterHead', () => {
  it("prints 'Dr' and the name, qualification, specialisation, registration number, clinic and signature", () => {
    render(<LetterHead doctor={doctor} clinicName="WellNest Andheri 1" />);
    const head = screen.getByRole('group', { name: 'Letter head of Dr Vikram Shah' });
    expect(head).toHaveClass('letter-head');
    expect(within(head).getByText('Dr Vikram Shah')).toHaveClass('letter-head-name');
    expect(within(head).getByText('MBBS, MD')).toBeInTheDocument();
    expect(within(head).getByText('General Medicine')).toBeInTheDocument();
    expect(within(head).getByText('Registration no. MMC-2009-04417')).toBeInTheDocument();
    expect(within(head).getByText('WellNest Andheri 1')).toBeInTheDocument();
    expect(within(head).getByRole('img', { name: 'Signature of Dr Vikram Shah' })).toHaveAttribute(
      'src',
      doctor.signature,
    );
  });

  it('says there is no signature on file when there is none', () => {
    render(<LetterHead doctor={{ ...doctor, signature: null }} clinicName="The consultation's clinic" />);
    expect(screen.getByText('No signature on file')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
