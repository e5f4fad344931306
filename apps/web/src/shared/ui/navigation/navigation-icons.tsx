import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import Apps from '@mui/icons-material/AppsOutlined';
import Article from '@mui/icons-material/ArticleOutlined';
import Block from '@mui/icons-material/BlockOutlined';
import Chat from '@mui/icons-material/ChatOutlined';
import ContactPhone from '@mui/icons-material/ContactPhoneOutlined';
import CreditCard from '@mui/icons-material/CreditCardOutlined';
import Dashboard from '@mui/icons-material/DashboardOutlined';
import Description from '@mui/icons-material/DescriptionOutlined';
import Folder from '@mui/icons-material/FolderOutlined';
import Help from '@mui/icons-material/HelpOutlined';
import History from '@mui/icons-material/HistoryOutlined';
import Home from '@mui/icons-material/HomeOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import Label from '@mui/icons-material/LabelOutlined';
import Link from '@mui/icons-material/LinkOutlined';
import ListAlt from '@mui/icons-material/ListAltOutlined';
import LocationOn from '@mui/icons-material/LocationOnOutlined';
import Lock from '@mui/icons-material/LockOutlined';
import Mail from '@mui/icons-material/MailOutlined';
import MiscellaneousServices from '@mui/icons-material/MiscellaneousServicesOutlined';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Notes from '@mui/icons-material/StickyNote2Outlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Password from '@mui/icons-material/PasswordOutlined';
import Payments from '@mui/icons-material/PaymentsOutlined';
import Person from '@mui/icons-material/PersonOutlined';
import PhoneAndroid from '@mui/icons-material/PhoneAndroidOutlined';
import PieChart from '@mui/icons-material/PieChartOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import School from '@mui/icons-material/SchoolOutlined';
import Search from '@mui/icons-material/Search';
import Settings from '@mui/icons-material/SettingsOutlined';
import ShoppingCart from '@mui/icons-material/ShoppingCartOutlined';
import Speed from '@mui/icons-material/SpeedOutlined';
import Star from '@mui/icons-material/StarBorder';
import SupportAgent from '@mui/icons-material/SupportAgentOutlined';
import SwapHoriz from '@mui/icons-material/SwapHorizOutlined';
import TaskAlt from '@mui/icons-material/TaskAltOutlined';
import ViewKanban from '@mui/icons-material/ViewKanbanOutlined';
import Assignment from '@mui/icons-material/AssignmentOutlined';
import CurrencyBitcoin from '@mui/icons-material/CurrencyBitcoin';
import Interests from '@mui/icons-material/InterestsOutlined';
import Schedule from '@mui/icons-material/ScheduleOutlined';
import Science from '@mui/icons-material/ScienceOutlined';
import Circle from '@mui/icons-material/FiberManualRecordOutlined';

/**
 * Navigation items name Material icons (`receipt_long`), optionally with a set prefix (`mat_outline:receipt_long`).
 * An unknown name gets a neutral dot rather than nothing, so the menu keeps its rhythm.
 */
const ICONS: Record<string, SvgIconComponent> = {
  dashboard: Dashboard,
  home: Home,
  sync_alt: SwapHoriz,
  swap_horiz: SwapHoriz,
  account_balance_wallet: AccountBalanceWallet,
  account_balance: AccountBalance,
  phone_android: PhoneAndroid,
  smartphone: PhoneAndroid,
  receipt_long: ReceiptLong,
  receipt: ReceiptLong,
  description: Description,
  miscellaneous_services: MiscellaneousServices,
  manage_accounts: Person,
  credit_card: CreditCard,
  pin: Password,
  more_horiz: MoreHoriz,
  history: History,
  schedule: Schedule,
  assignment: Assignment,
  settings: Settings,
  lock: Lock,
  speed: Speed,
  list_alt: ListAlt,
  apps: Apps,
  support_agent: SupportAgent,
  science: Science,
  school: School,
  chat: Chat,
  contacts: ContactPhone,
  inventory_2: Inventory,
  folder: Folder,
  help_center: Help,
  mail: Mail,
  sticky_note_2: Notes,
  view_kanban: ViewKanban,
  task_alt: TaskAlt,
  analytics: PieChart,
  currency_bitcoin: CurrencyBitcoin,
  interests: Interests,
  payments: Payments,
  location_on: LocationOn,
  label: Label,
  star: Star,
  block: Block,
  link: Link,
  open_in_new: OpenInNew,
  search: Search,
  article: Article,
  shopping_cart: ShoppingCart,
};

export function NavigationIcon({ name, className }: { name: string; className?: string }) {
  const key = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
  const Icon = ICONS[key] ?? Circle;
  return <Icon className={className} fontSize="small" aria-hidden />;
}
