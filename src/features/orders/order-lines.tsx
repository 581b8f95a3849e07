import { Link } from 'wouter';

import type { OrderLine, OrderRecord } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { keyboardScroll } from '@/components/keyboard-scroll';

import { kioskDetailsPath } from './order-kinds';
import { moneyText } from './order-words';

/** 'Contec Medical Systems HK-500 Health Kiosk', 'Glucose test strips'. */
export const itemText = (line: OrderLine): string =>
  line.model
    ? `${line.model.manufacturer.name} ${line.model.name}`
    : (line.consumable?.name ?? `Line ${line.id}`);

/** 'strip, packs of 50'. */
const unitText = (line: OrderLine): string =>
  line.consumable ? `${line.consumable.unit}, packs of ${line.consumable.pack_size}` : '–';

const lineTotal = (order: OrderRecord, line: OrderLine) =>
  order.total && line.unit_price !== null
    ? moneyText({ amount: line.unit_price * line.quantity, currency: order.total.currency })
    : '–';

/**
 * What was ordered, line by line: ordered, dispatched, received and still open; for consumables the
 * unit price copied when the order was placed, the line's total and the order's total, in the
 * answer's currency.
 */
export const OrderLines = ({ order }: { order: OrderRecord }) => {
  const priced = order.kind === 'consumable';
  return (
    <div className="ui-table-wrap" ref={keyboardScroll}>
      <table className="ui-table">
        <caption className="visually-hidden">Order lines</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            {priced ? <th scope="col">Unit</th> : null}
            <th scope="col" className="ui-end">
              Ordered
            </th>
            <th scope="col" className="ui-end">
              Dispatched
            </th>
            <th scope="col" className="ui-end">
              Received
            </th>
            <th scope="col" className="ui-end">
              Open
            </th>
            {priced ? (
              <>
                <th scope="col" className="ui-end">
                  Unit price
                </th>
                <th scope="col" className="ui-end">
                  Line total
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">{itemText(line)}</th>
              {priced ? <td>{unitText(line)}</td> : null}
              <td className="ui-end">{line.quantity}</td>
              <td className="ui-end">{line.dispatched}</td>
              <td className="ui-end">{line.received}</td>
              <td className="ui-end">{line.open}</td>
              {priced ? (
                <>
                  <td className="ui-end">
                    {line.unit_price === null || !order.total
                      ? '–'
                      : moneyText({ amount: line.unit_price, currency: order.total.currency })}
                  </td>
                  <td className="ui-end">{lineTotal(order, line)}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
        {priced ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={7} className="ui-end">
                Total
              </th>
              <td className="ui-end">{moneyText(order.total)}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
};

/** The kiosks a kiosk order produced, each a link to Kiosk Details. */
export const OrderKiosks = ({ order }: { order: OrderRecord }) =>
  order.kiosks.length === 0 ? (
    <p className="ui-muted">No kiosks yet: each received serial number becomes a kiosk at the clinic.</p>
  ) : (
    <ul className="order-kiosks" aria-label="Kiosks from this order">
      {order.kiosks.map((kiosk) => (
        <li key={kiosk.id}>
          <Link href={absolute(kioskDetailsPath(kiosk.id))} className="ui-link">
            {kiosk.serial_number}
          </Link>
        </li>
      ))}
    </ul>
  );
