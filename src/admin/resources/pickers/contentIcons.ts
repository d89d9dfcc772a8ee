import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BackpackIcon from '@mui/icons-material/Backpack';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import BoltIcon from '@mui/icons-material/Bolt';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import ChecklistIcon from '@mui/icons-material/Checklist';
import ConnectingAirportsIcon from '@mui/icons-material/ConnectingAirports';
import DescriptionIcon from '@mui/icons-material/Description';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import GavelIcon from '@mui/icons-material/Gavel';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import HomeIcon from '@mui/icons-material/Home';
import LanguageIcon from '@mui/icons-material/Language';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import LuggageIcon from '@mui/icons-material/Luggage';
import PaymentsIcon from '@mui/icons-material/Payments';
import PublicIcon from '@mui/icons-material/Public';
import SchoolIcon from '@mui/icons-material/School';
import SecurityIcon from '@mui/icons-material/Security';
import StarIcon from '@mui/icons-material/Star';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WorkIcon from '@mui/icons-material/Work';
import type { ContentIcon } from '@/domain/pickers';

/** The picture of each icon content may show (a chunk of its own, loaded with the first picker or preview). */
export const CONTENT_ICON_COMPONENTS: Record<ContentIcon, SvgIconComponent> = {
  AccountBalance: AccountBalanceIcon,
  Backpack: BackpackIcon,
  BeachAccess: BeachAccessIcon,
  Bolt: BoltIcon,
  BusinessCenter: BusinessCenterIcon,
  Checklist: ChecklistIcon,
  ConnectingAirports: ConnectingAirportsIcon,
  Description: DescriptionIcon,
  EventAvailable: EventAvailableIcon,
  FamilyRestroom: FamilyRestroomIcon,
  Favorite: FavoriteIcon,
  FlightLand: FlightLandIcon,
  FlightTakeoff: FlightTakeoffIcon,
  Gavel: GavelIcon,
  HealthAndSafety: HealthAndSafetyIcon,
  Home: HomeIcon,
  Language: LanguageIcon,
  LocalHospital: LocalHospitalIcon,
  Luggage: LuggageIcon,
  Payments: PaymentsIcon,
  Public: PublicIcon,
  School: SchoolIcon,
  Security: SecurityIcon,
  Star: StarIcon,
  SupportAgent: SupportAgentIcon,
  ThumbUp: ThumbUpIcon,
  TrendingUp: TrendingUpIcon,
  VerifiedUser: VerifiedUserIcon,
  Work: WorkIcon,
};
