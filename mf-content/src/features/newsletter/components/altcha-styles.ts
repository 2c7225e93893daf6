// The captcha widget's stylesheet ships with this remote's CSS, in the newsletter's chunk (the contract package has none; see @trama/shared/ui/captcha).
import 'altcha/altcha.css';
