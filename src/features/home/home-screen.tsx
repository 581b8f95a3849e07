import { useAtomValue } from 'jotai';
import { Link } from 'wouter';

import { useScreeningFilterKeys } from '@/atoms/scope';
import { userRoleAtom } from '@/atoms/session';
import { AppliedFilterBar } from '@/components/applied-filter-bar';
import { CampsTable } from '@/components/camps-table';
import { monitorTabPath } from '@/components/monitor-counts';
import {
  absolute,
  CAMPS_PATH,
  campsListPath,
  CLINICS_PATH,
  CUSTOMER_CLINICS_PATH,
  CUSTOMERS_PATH,
  SUMMARY_PATH,
} from '@/lib/app-paths';

import { FigureCard } from './figure-card';
import { type Figure, useHomeFigures } from './use-home-figures';

interface Card {
  label: string;
  icon: string;
  figure: Figure;
  href?: string;
}

const LATEST_ERROR_TEXT = 'The latest camps could not be loaded.';

/**
 * The dashboard home (/dashboard/static) for administrators and customers: live figures from the
 * calls the contract has, each linking to its rows, and the newest camps. A customer's figures are
 * their own (the calls send their id); the monitor and customer figures are administrators' only.
 */
export const HomeScreen = ({ title }: { title: string }) => {
  const isAdministrator = useAtomValue(userRoleAtom) === 'Administrator';
  const figures = useHomeFigures(isAdministrator);
  // The screening cards take the dates, clinic, age and gender too; the camp and clinic figures'
  // keys (customer, place) are a part of these.
  const takes = useScreeningFilterKeys('summary');
  const cards: Card[] = [
    { label: 'Active camps', icon: 'pi-flag', figure: figures.activeCamps, href: campsListPath('active') },
    {
      label: 'Inactive camps',
      icon: 'pi-flag-fill',
      figure: figures.inactiveCamps,
      href: campsListPath('inactive'),
    },
    {
      label: 'Clinics',
      icon: 'pi-building',
      figure: figures.clinics,
      href: isAdministrator ? CLINICS_PATH : CUSTOMER_CLINICS_PATH,
    },
    // docs/patients.md "Summary, Summary Tests and the home cards": in the filter's date range.
    {
      label: 'Patients screened',
      icon: 'pi-heart',
      figure: figures.patientsScreened,
      href: SUMMARY_PATH,
    },
    {
      label: 'Abnormal results',
      icon: 'pi-exclamation-triangle',
      figure: figures.abnormalResults,
      href: SUMMARY_PATH,
    },
  ];
  if (isAdministrator) {
    cards.push(
      {
        label: 'Clinics out of sync',
        icon: 'pi-sync',
        figure: figures.notSynced,
        href: monitorTabPath('not-synced'),
      },
      {
        label: 'Pending app update',
        icon: 'pi-mobile',
        figure: figures.pendingUpdate,
        href: monitorTabPath('pending-update'),
      },
      { label: 'Customers', icon: 'pi-users', figure: figures.customers, href: CUSTOMERS_PATH },
    );
  }
  const { latest } = figures;
  return (
    <section className="ui-screen" aria-labelledby="home-title">
      <div className="ui-header">
        <h1 id="home-title" className="ui-title">
          {title}
        </h1>
      </div>
      <AppliedFilterBar takes={takes} subject="these figures" />
      <ul className="home-cards" aria-label="Figures">
        {cards.map((card) => (
          <FigureCard
            key={card.label}
            label={card.label}
            icon={card.icon}
            value={card.figure.value}
            state={card.figure.state}
            onRetry={card.figure.retry}
            href={card.href}
          />
        ))}
      </ul>
      <section className="ui-card" aria-labelledby="latest-camps-title">
        <div className="ui-header">
          <h2 id="latest-camps-title" className="ui-subtitle">
            Latest camps
          </h2>
          <Link href={absolute(CAMPS_PATH)} className="ui-link">
            All camps
          </Link>
        </div>
        <CampsTable
          caption="Latest camps"
          camps={latest.camps}
          loading={latest.state === 'pending'}
          errorText={latest.state === 'error' ? LATEST_ERROR_TEXT : undefined}
          onRetry={latest.retry}
        />
      </section>
    </section>
  );
};
