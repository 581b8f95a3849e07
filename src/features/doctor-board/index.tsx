/** Doctor: the administrators' live board of doctors and waiting requests (docs/discussions.md). */
import '@/components/styles/kit.css';
import './doctor-board.css';

export { DoctorBoardScreen } from './doctor-board-screen';
