import Foundation
import Testing

@testable import DeclCombine

/// breakpoint and breakpointOnError: values pass unchanged, and the debugger signal is raised
/// exactly when a closure says so (intercepted here, so the test process keeps running).
@Suite(.serialized) struct CombineBreakpointTests {
  @Test func aClosureReturningTrueRaisesTheSignal() {
    var traps = 0
    let recorder = CombineRecorder<Int, Never>()
    DebuggerSignal.shared.intercepting({ traps += 1 }) {
      [1, 2, 3].publisher.breakpoint(receiveOutput: { $0 == 2 }).subscribe(recorder)
    }
    #expect(traps == 1)
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.finished)
  }

  @Test func subscriptionAndCompletionClosuresAreAsked() {
    var traps = 0
    var asked: [String] = []
    DebuggerSignal.shared.intercepting({ traps += 1 }) {
      _ = Just(1).breakpoint(
        receiveSubscription: { _ in
          asked.append("subscription")
          return false
        },
        receiveCompletion: { _ in
          asked.append("completion")
          return true
        }
      ).sink { _ in }
    }
    #expect(asked == ["subscription", "completion"])
    #expect(traps == 1)
  }

  @Test func breakpointOnErrorRaisesOnlyForAFailure() {
    var traps = 0
    DebuggerSignal.shared.intercepting({ traps += 1 }) {
      _ = Just(1).setFailureType(to: CombineTestError.self).breakpointOnError()
        .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
      #expect(traps == 0)
      _ = Fail<Int, CombineTestError>(error: CombineTestError()).breakpointOnError()
        .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
    }
    #expect(traps == 1)
  }
}
