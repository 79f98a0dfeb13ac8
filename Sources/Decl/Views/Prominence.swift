/// How much a section header stands out.
public enum Prominence: Hashable, Sendable {
  case standard
  case increased
}
