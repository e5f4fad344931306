import type { Division } from '@taka/contracts';

/**
 * A district town where the bank serves customers: its district code (the one the routing numbers carry, as in
 * banks.ts), its centre's real coordinates, and the localities with a branch, each with its post code.
 */
/** A locality of a town, with its own coordinates when it lies away from the town's centre. */
export type Locality = [name: string, postCode: string, at?: [latitude: number, longitude: number]];

export type Town = {
  name: string;
  division: Division;
  districtCode: string;
  latitude: number;
  longitude: number;
  localities: Locality[];
};

const town = (
  division: Division,
  name: string,
  districtCode: string,
  [latitude, longitude]: [number, number],
  localities: Locality[],
): Town => ({ name, division, districtCode, latitude, longitude, localities });

export const TOWNS: Town[] = [
  town(
    'Barishal',
    'Barishal',
    '06',
    [22.701, 90.3535],
    [
      ['Sadar Road', '8200'],
      ['Chowkbazar', '8200'],
      ['Nathullabad', '8200'],
      ['Rupatali', '8207'],
    ],
  ),
  town(
    'Barishal',
    'Patuakhali',
    '78',
    [22.3596, 90.3299],
    [
      ['Patuakhali Sadar', '8600'],
      ['Kuakata', '8650', [21.8167, 90.12]],
    ],
  ),
  town('Barishal', 'Bhola', '09', [22.6859, 90.6482], [['Bhola Sadar', '8300']]),
  town('Barishal', 'Pirojpur', '79', [22.5791, 89.9759], [['Pirojpur Sadar', '8500']]),
  town('Barishal', 'Barguna', '04', [22.1591, 90.1262], [['Barguna Sadar', '8700']]),
  town('Barishal', 'Jhalokati', '42', [22.6406, 90.1987], [['Jhalokati Sadar', '8400']]),

  town(
    'Chattogram',
    'Chattogram',
    '15',
    [22.3569, 91.7832],
    [
      ['Agrabad', '4100', [22.3245, 91.8115]],
      ['Khatunganj', '4000', [22.3367, 91.8386]],
      ['GEC Circle', '4000', [22.359, 91.8217]],
      ['Nasirabad', '4210', [22.3665, 91.821]],
      ['Halishahar', '4216', [22.326, 91.782]],
      ['Chawkbazar', '4203'],
      ['Pahartali', '4202', [22.3646, 91.7911]],
      ['Bahaddarhat', '4212', [22.3694, 91.8449]],
      ['Anderkilla', '4000', [22.342, 91.837]],
    ],
  ),
  town(
    'Chattogram',
    'Cumilla',
    '19',
    [23.4607, 91.1809],
    [
      ['Kandirpar', '3500'],
      ['Rajganj', '3500'],
      ['Tomsom Bridge', '3500'],
    ],
  ),
  town(
    'Chattogram',
    "Cox's Bazar",
    '22',
    [21.4272, 92.0058],
    [
      ['Kolatoli', '4700', [21.42, 91.979]],
      ['Laldighi', '4700'],
    ],
  ),
  town(
    'Chattogram',
    'Feni',
    '30',
    [23.0159, 91.3976],
    [
      ['Trunk Road', '3900'],
      ['Mohipal', '3900'],
    ],
  ),
  town(
    'Chattogram',
    'Noakhali',
    '75',
    [22.8696, 91.0995],
    [
      ['Maijdee', '3800'],
      ['Chowmuhani', '3821', [22.9336, 91.097]],
    ],
  ),
  town('Chattogram', 'Brahmanbaria', '12', [23.9571, 91.1115], [['Brahmanbaria Sadar', '3400']]),
  town('Chattogram', 'Chandpur', '13', [23.2333, 90.6713], [['Chandpur Sadar', '3600']]),
  town('Chattogram', 'Lakshmipur', '51', [22.9447, 90.8282], [['Lakshmipur Sadar', '3700']]),
  town('Chattogram', 'Rangamati', '84', [22.6533, 92.1757], [['Reserve Bazar', '4500']]),
  town('Chattogram', 'Bandarban', '03', [22.1953, 92.2184], [['Bandarban Sadar', '4600']]),
  town('Chattogram', 'Khagrachhari', '46', [23.1193, 91.9847], [['Khagrachhari Sadar', '4400']]),

  town(
    'Dhaka',
    'Dhaka',
    '26',
    [23.7808, 90.4075],
    [
      ['Motijheel', '1000', [23.733, 90.4172]],
      ['Gulshan', '1212', [23.7925, 90.4078]],
      ['Dhanmondi', '1205', [23.7461, 90.3742]],
      ['Uttara', '1230', [23.8759, 90.3795]],
      ['Mirpur', '1216', [23.8069, 90.3687]],
      ['Banani', '1213', [23.794, 90.4043]],
      ['Mohakhali', '1212', [23.7779, 90.405]],
      ['Kawran Bazar', '1215', [23.751, 90.3935]],
      ['Bashundhara', '1229', [23.8193, 90.4526]],
      ['Mohammadpur', '1207', [23.7662, 90.3589]],
      ['Badda', '1212', [23.7806, 90.4261]],
      ['Jatrabari', '1204', [23.7104, 90.4349]],
      ['Tejgaon', '1208', [23.7639, 90.3925]],
      ['Islampur', '1100', [23.7104, 90.4074]],
    ],
  ),
  town(
    'Dhaka',
    'Gazipur',
    '33',
    [23.9999, 90.4203],
    [
      ['Joydebpur', '1700'],
      ['Tongi', '1710', [23.8918, 90.4023]],
      ['Konabari', '1751'],
    ],
  ),
  town(
    'Dhaka',
    'Narayanganj',
    '67',
    [23.6238, 90.5],
    [
      ['Chashara', '1400'],
      ['Fatullah', '1421', [23.6354, 90.4876]],
      ['Siddhirganj', '1430', [23.6861, 90.5133]],
    ],
  ),
  town('Dhaka', 'Tangail', '93', [24.2513, 89.9167], [['Tangail Sadar', '1900']]),
  town(
    'Dhaka',
    'Narsingdi',
    '68',
    [23.9322, 90.7154],
    [
      ['Narsingdi Bazar', '1600'],
      ['Madhabdi', '1604'],
    ],
  ),
  town('Dhaka', 'Faridpur', '29', [23.6071, 89.8429], [['Niltuli', '7800']]),
  town(
    'Dhaka',
    'Kishoreganj',
    '48',
    [24.4449, 90.7766],
    [
      ['Kishoreganj Sadar', '2300'],
      ['Bhairab', '2350', [24.0524, 90.9764]],
    ],
  ),
  town('Dhaka', 'Manikganj', '56', [23.8617, 90.0003], [['Manikganj Sadar', '1800']]),
  town('Dhaka', 'Munshiganj', '59', [23.5422, 90.5305], [['Munshiganj Sadar', '1500']]),
  town('Dhaka', 'Madaripur', '54', [23.1641, 90.1897], [['Madaripur Sadar', '7900']]),
  town('Dhaka', 'Gopalganj', '35', [23.0051, 89.8266], [['Gopalganj Sadar', '8100']]),
  town('Dhaka', 'Rajbari', '82', [23.7574, 89.6445], [['Rajbari Sadar', '7700']]),
  town('Dhaka', 'Shariatpur', '86', [23.2423, 90.4348], [['Shariatpur Sadar', '8000']]),

  town(
    'Khulna',
    'Khulna',
    '47',
    [22.8456, 89.5403],
    [
      ['KDA Avenue', '9100'],
      ['Dak Bangla', '9000'],
      ['Sonadanga', '9100'],
      ['Khalishpur', '9000'],
      ['Daulatpur', '9202'],
    ],
  ),
  town(
    'Khulna',
    'Jashore',
    '41',
    [23.1664, 89.2081],
    [
      ['Jashore Sadar', '7400'],
      ['Chowrasta', '7400'],
      ['Benapole', '7431', [23.0427, 88.8977]],
    ],
  ),
  town('Khulna', 'Kushtia', '50', [23.9013, 89.1204], [['Kushtia Sadar', '7000']]),
  town('Khulna', 'Satkhira', '87', [22.7185, 89.0705], [['Satkhira Sadar', '9400']]),
  town('Khulna', 'Bagerhat', '01', [22.6602, 89.7895], [['Bagerhat Sadar', '9300']]),
  town('Khulna', 'Jhenaidah', '44', [23.5448, 89.1539], [['Jhenaidah Sadar', '7300']]),
  town('Khulna', 'Chuadanga', '18', [23.6401, 88.8418], [['Chuadanga Sadar', '7200']]),
  town('Khulna', 'Magura', '55', [23.4873, 89.4199], [['Magura Sadar', '7600']]),
  town('Khulna', 'Meherpur', '57', [23.7622, 88.6318], [['Meherpur Sadar', '7100']]),
  town('Khulna', 'Narail', '65', [23.1725, 89.5127], [['Narail Sadar', '7500']]),

  town(
    'Mymensingh',
    'Mymensingh',
    '61',
    [24.7471, 90.4203],
    [
      ['Ganginarpar', '2200'],
      ['Choto Bazar', '2200'],
      ['Maskanda', '2200'],
      ['Trishal', '2220', [24.5803, 90.3928]],
    ],
  ),
  town(
    'Mymensingh',
    'Jamalpur',
    '39',
    [24.9375, 89.9372],
    [
      ['Jamalpur Sadar', '2000'],
      ['Sarishabari', '2050', [24.735, 89.8406]],
    ],
  ),
  town('Mymensingh', 'Netrokona', '72', [24.8709, 90.7279], [['Netrokona Sadar', '2400']]),
  town('Mymensingh', 'Sherpur', '89', [25.0205, 90.0153], [['Sherpur Sadar', '2100']]),

  town(
    'Rajshahi',
    'Rajshahi',
    '81',
    [24.3745, 88.6042],
    [
      ['Shaheb Bazar', '6100'],
      ['Laxmipur', '6000'],
      ['Binodpur', '6206'],
      ['Uposhohor', '6203'],
    ],
  ),
  town(
    'Rajshahi',
    'Bogura',
    '10',
    [24.8465, 89.3773],
    [
      ['Satmatha', '5800'],
      ['Sherpur Road', '5800'],
    ],
  ),
  town(
    'Rajshahi',
    'Pabna',
    '76',
    [24.0064, 89.2372],
    [
      ['Pabna Sadar', '6600'],
      ['Ishwardi', '6620', [24.1286, 89.0656]],
    ],
  ),
  town('Rajshahi', 'Sirajganj', '88', [24.4534, 89.7007], [['Sirajganj Sadar', '6700']]),
  town('Rajshahi', 'Naogaon', '64', [24.8093, 88.9487], [['Naogaon Sadar', '6500']]),
  town('Rajshahi', 'Natore', '69', [24.4206, 88.9856], [['Natore Sadar', '6400']]),
  town('Rajshahi', 'Chapai Nawabganj', '70', [24.5965, 88.2775], [['Chapai Nawabganj Sadar', '6300']]),
  town('Rajshahi', 'Joypurhat', '38', [25.0968, 89.0227], [['Joypurhat Sadar', '5900']]),

  town(
    'Rangpur',
    'Rangpur',
    '85',
    [25.7439, 89.2752],
    [
      ['Station Road', '5400'],
      ['Jahaj Company More', '5400'],
      ['Modern More', '5404'],
    ],
  ),
  town(
    'Rangpur',
    'Dinajpur',
    '27',
    [25.6217, 88.6354],
    [
      ['Dinajpur Sadar', '5200'],
      ['Birampur', '5266', [25.3909, 88.9798]],
    ],
  ),
  town('Rangpur', 'Kurigram', '49', [25.8072, 89.6295], [['Kurigram Sadar', '5600']]),
  town('Rangpur', 'Gaibandha', '32', [25.3288, 89.5281], [['Gaibandha Sadar', '5700']]),
  town(
    'Rangpur',
    'Nilphamari',
    '73',
    [25.931, 88.856],
    [
      ['Nilphamari Sadar', '5300'],
      ['Saidpur', '5310', [25.7775, 88.8917]],
    ],
  ),
  town('Rangpur', 'Lalmonirhat', '52', [25.9923, 89.2847], [['Lalmonirhat Sadar', '5500']]),
  town('Rangpur', 'Thakurgaon', '94', [26.0337, 88.4617], [['Thakurgaon Sadar', '5100']]),
  town('Rangpur', 'Panchagarh', '77', [26.3411, 88.5542], [['Panchagarh Sadar', '5000']]),

  town(
    'Sylhet',
    'Sylhet',
    '91',
    [24.8949, 91.8687],
    [
      ['Zindabazar', '3100'],
      ['Amberkhana', '3100'],
      ['Bondor Bazar', '3100'],
      ['Upashahar', '3100'],
      ['Subidbazar', '3100'],
    ],
  ),
  town(
    'Sylhet',
    'Moulvibazar',
    '58',
    [24.4829, 91.7774],
    [
      ['Moulvibazar Sadar', '3200'],
      ['Sreemangal', '3210', [24.3065, 91.7296]],
    ],
  ),
  town('Sylhet', 'Habiganj', '36', [24.3749, 91.4155], [['Habiganj Sadar', '3300']]),
  town('Sylhet', 'Sunamganj', '90', [25.0658, 91.395], [['Sunamganj Sadar', '3000']]),
];
