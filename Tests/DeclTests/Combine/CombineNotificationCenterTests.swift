import Foundation
import Testing

@testable import DeclCombine

@Suite struct CombineNotificationCenterTests {
  static let ping = Notification.Name("CombineNotificationCenterTests.ping")

  @Test func publishesPostedNotificationsUntilCancelled() {
    let center = NotificationCenter()
    var received: [String] = []
    let cancellable = center.publisher(for: Self.ping).sink {
      received.append($0.userInfo?["text"] as? String ?? "")
    }
    center.post(name: Self.ping, object: nil, userInfo: ["text": "a"])
    center.post(name: Notification.Name("other"), object: nil)
    center.post(name: Self.ping, object: nil, userInfo: ["text": "b"])
    cancellable.cancel()
    center.post(name: Self.ping, object: nil, userInfo: ["text": "c"])
    #expect(received == ["a", "b"])
  }

  @Test func filtersByObject() {
    let center = NotificationCenter()
    let sender = NSObject()
    var count = 0
    let cancellable = center.publisher(for: Self.ping, object: sender).sink { _ in count += 1 }
    center.post(name: Self.ping, object: NSObject())
    center.post(name: Self.ping, object: sender)
    #expect(count == 1)
    _ = cancellable
    #expect(
      center.publisher(for: Self.ping)
        == NotificationCenter.Publisher(center: center, name: Self.ping))
  }

  @Test func dropsNotificationsWithoutDemand() {
    let center = NotificationCenter()
    let recorder = CombineRecorder<Notification, Never>(initialDemand: .max(1))
    center.publisher(for: Self.ping).subscribe(recorder)
    center.post(name: Self.ping, object: nil)
    center.post(name: Self.ping, object: nil)
    #expect(recorder.values.count == 1)
    recorder.subscription?.request(.max(1))
    center.post(name: Self.ping, object: nil)
    #expect(recorder.values.count == 2)
  }
}
