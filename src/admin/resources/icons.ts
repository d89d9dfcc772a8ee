import type { SvgIconComponent } from '@mui/icons-material';
import type { IconName } from '@/domain/icons';
import Category from '@mui/icons-material/Category';
import Checklist from '@mui/icons-material/Checklist';
import DataObject from '@mui/icons-material/DataObject';
import Description from '@mui/icons-material/Description';
import FactCheck from '@mui/icons-material/FactCheck';
import Flight from '@mui/icons-material/Flight';
import Inbox from '@mui/icons-material/Inbox';
import Inventory2 from '@mui/icons-material/Inventory2';
import Luggage from '@mui/icons-material/Luggage';
import MenuBook from '@mui/icons-material/MenuBook';
import Public from '@mui/icons-material/Public';
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import Route from '@mui/icons-material/Route';
import Scoreboard from '@mui/icons-material/Scoreboard';
import TravelExplore from '@mui/icons-material/TravelExplore';
import People from '@mui/icons-material/People';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Work from '@mui/icons-material/Work';
import ListAlt from '@mui/icons-material/ListAlt';
import History from '@mui/icons-material/History';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Badge from '@mui/icons-material/Badge';
import Business from '@mui/icons-material/Business';
import HealthAndSafety from '@mui/icons-material/HealthAndSafety';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Place from '@mui/icons-material/Place';
import RequestQuote from '@mui/icons-material/RequestQuote';
import School from '@mui/icons-material/School';
import Shield from '@mui/icons-material/Shield';
import Star from '@mui/icons-material/Star';
import SupportAgent from '@mui/icons-material/SupportAgent';
import ThumbUp from '@mui/icons-material/ThumbUp';
import Translate from '@mui/icons-material/Translate';
import Send from '@mui/icons-material/Send';
import Webhook from '@mui/icons-material/Webhook';
import Report from '@mui/icons-material/Report';

/** Icons named by resource definitions (imported one by one to keep the bundle small), one for every name. */
const ICONS: Record<IconName, SvgIconComponent> = {
  Category,
  Checklist,
  History,
  DataObject,
  Description,
  FactCheck,
  Flight,
  Inventory2,
  Luggage,
  MenuBook,
  Public,
  QuestionAnswer,
  Route,
  Scoreboard,
  TravelExplore,
  Work,
  // Users, access requests and enquiries.
  People,
  PersonAdd,
  Inbox,
  Report,
  // Partners and their listings.
  AccountBalance,
  AccountBalanceWallet,
  Badge,
  Business,
  HealthAndSafety,
  LocalOffer,
  Place,
  RequestQuote,
  School,
  Shield,
  Star,
  SupportAgent,
  ThumbUp,
  Translate,
  // Webhooks.
  Webhook,
  Send,
};

export const iconOf = (name: IconName | undefined): SvgIconComponent => (name ? ICONS[name] : ListAlt);
