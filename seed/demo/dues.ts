import type { PAYMENT_METHODS } from '@/lib/constants'

/**
 * Pending alumni dues that the sample statements in docs/samples/ confirm: per method a few
 * match, one was paid with another amount, and (bKash) one is not in the statement yet. `network`
 * indexes NETWORKS (fees ৳1,000, ৳1,500, ৳1,200).
 */
export const DEMO_DUES: {
  name: string
  network: number
  method: (typeof PAYMENT_METHODS)[number]
  transaction_id: string
  phone: string
}[] = [
  {
    name: 'Sabrina Karim',
    network: 0,
    method: 'Bkash',
    transaction_id: '9BK8R3T5WA',
    phone: '01711-220101',
  },
  {
    name: 'Asif Iqbal',
    network: 2,
    method: 'Bkash',
    transaction_id: '9BK8R4L2QC',
    phone: '01711-220102',
  },
  {
    name: 'Dr. Mehedi Hasan',
    network: 1,
    method: 'Bkash',
    transaction_id: '9BK8R6N7PD',
    phone: '01711-220103',
  },
  {
    name: 'Nafisa Anjum',
    network: 0,
    method: 'Bkash',
    transaction_id: '9BK8R7M1XE',
    phone: '01711-220104',
  },
  {
    name: 'Fahim Faisal',
    network: 0,
    method: 'Bkash',
    transaction_id: '9BK8S1K9ZF',
    phone: '01711-220105',
  },
  {
    name: 'Rumana Afroz',
    network: 0,
    method: 'Nagad',
    transaction_id: '7N4M2Q8R',
    phone: '01811-220201',
  },
  {
    name: 'Tanjila Islam',
    network: 2,
    method: 'Nagad',
    transaction_id: '7N4M5T1W',
    phone: '01811-220202',
  },
  {
    name: 'Md. Shakil Ahmed',
    network: 0,
    method: 'Nagad',
    transaction_id: '7N4M9V3X',
    phone: '01811-220203',
  },
  {
    name: 'Marzia Sultana',
    network: 0,
    method: 'Rocket',
    transaction_id: '1234509871',
    phone: '01911-220301',
  },
  {
    name: 'Rezaul Karim',
    network: 0,
    method: 'Rocket',
    transaction_id: '1234509872',
    phone: '01911-220302',
  },
  {
    name: 'Ishrat Jahan',
    network: 2,
    method: 'Rocket',
    transaction_id: '1234509873',
    phone: '01911-220303',
  },
  {
    name: 'Md. Nahid Hasan',
    network: 1,
    method: 'Rocket',
    transaction_id: '1234509874',
    phone: '01911-220304',
  },
  {
    name: 'Moushumi Das',
    network: 1,
    method: 'Bank Account',
    transaction_id: 'FT26324-0042',
    phone: '01611-220401',
  },
  {
    name: 'Arif Mahmud',
    network: 0,
    method: 'Bank Account',
    transaction_id: 'FT26324-0057',
    phone: '01611-220402',
  },
  {
    name: 'Shaila Sharmin',
    network: 2,
    method: 'Bank Account',
    transaction_id: 'FT26325-0103',
    phone: '01611-220403',
  },
]
