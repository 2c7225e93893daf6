// Adyen's stylesheet, loaded with the Drop-in's chunk only (never on pages without it).
import '@adyen/adyen-web/styles/adyen.css';
