/** The customers feature's public face: the Customers view the app composes into the Customers tab. */
export { CustomersView } from './components/customers-view.tsx';
